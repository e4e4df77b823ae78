// Child process of api.mjs: the baseline. Bare Fastify routes running the same statements as the
// real API on a plain pg pool (as large as the server's), with no sign-in, validation, access rules
// or function layer around them: the caller's id and e-mail come in headers. Its statements are
// prepared once per connection as the API's are (the same naming client), so the ceiling is not
// weaker than what it bounds; rows are parsed as node-postgres does by default (timestamps into
// Dates) and answered with JSON.stringify: where the API beats it, that is what its timestamps
// kept as text and compiled serialisers buy (docs/decisions/017, 020). Prints where it listens.
import Fastify from "fastify";
import { fillPlaceholders } from "drizzle-orm";
import pg from "pg";
import { pilotDay, pilotWeek } from "@soundship/shared";
import { BOARD_STATEMENTS, PILOT_COUNT } from "../../apps/server/src/core/leaderboard/statements.ts";
import type { Statement } from "../../apps/server/src/db/statements.ts";
import { seasonOf } from "../../apps/server/src/core/xp/season.ts";
import { namingClient, statementNames } from "../../apps/server/src/db/prepared.ts";

const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL!, max: 20, Client: namingClient(statementNames()) });
const run = (statement: Statement, values: Record<string, unknown>) => pool.query(statement.text, fillPlaceholders(statement.params, values));
const pilotOf = (headers: Record<string, unknown>) => ({ id: headers["x-pilot"] as string, email: headers["x-pilot-email"] as string });

const TRANSACTION_COLUMNS = "id, created_date, updated_date, created_by, user_email, amount, transaction_type, reference_id, description, balance_after";
const SHIELD_PACK = { id: "shield_pack", name: "Shield Pack", cost: 100 };

const app = Fastify({ logger: false });

// A pilot's last 50 StardustTransaction rows, and one of them by id: the entity API's statements.
app.get("/filter", async (request) => {
  const { rows } = await pool.query(
    `select ${TRANSACTION_COLUMNS} from stardust_transactions where user_email = $1 order by created_date desc, id asc limit 50`,
    [pilotOf(request.headers).email],
  );
  return rows;
});
app.get<{ Params: { id: string } }>("/row/:id", async (request, reply) => {
  const { rows } = await pool.query(`select ${TRANSACTION_COLUMNS} from stardust_transactions where id = $1 and user_email = $2 limit 1`, [
    request.params.id,
    pilotOf(request.headers).email,
  ]);
  if (!rows[0]) return reply.status(404).send({ message: "Not found" });
  return rows[0];
});

app.post<{ Body: { limit: number; period: "all_time" | "season" } }>("/getLeaderboard", async (request) => {
  const me = pilotOf(request.headers).id;
  const { limit, period } = request.body;
  const season = seasonOf(new Date());
  const players = (await run(BOARD_STATEMENTS[period].top, { limit, season: season.key })).rows.map((row, index) => ({ ...row, rank: index + 1 }));
  let mine = players.find((player) => player.userId === me) ?? null;
  if (!mine && players.length === limit) mine = (await run(BOARD_STATEMENTS[period].standing, { me, season: season.key })).rows[0] ?? null;
  return { players, me: mine, period, season: { startsAt: season.startsAt.toISOString(), endsAt: season.endsAt.toISOString() } };
});
app.post("/galaxyRank", async (request) => {
  const [standing, total] = await Promise.all([run(BOARD_STATEMENTS.all_time.standing, { me: pilotOf(request.headers).id }), run(PILOT_COUNT, {})]);
  const row = standing.rows[0];
  return { rank: row?.rank ?? null, score: row?.score ?? 0, battlesWon: row?.battlesWon ?? 0, totalPilots: total.rows[0].pilots };
});

/** A live event for the pilot's stream, as the API records one: a row its trigger announces on commit. */
const announce = (client: pg.PoolClient, userId: string, kind: string, data: Record<string, unknown>) =>
  client.query("insert into live_events (topic, kind, data) values ($1, $2, $3)", [`pilot:${userId}`, kind, data]);

// `purchaseItem {item_id: 'shield_pack'}`: the statements the function runs, in one transaction.
app.post("/purchaseItem", async (request) => {
  const { id } = pilotOf(request.headers);
  const now = new Date();
  const client = await pool.connect();
  try {
    await client.query("begin");
    const user = (await client.query("select * from users where id = $1 for update", [id])).rows[0];
    const pilot = (await client.query("select email, stardust from users where id = $1 for update", [id])).rows[0];
    if (pilot.stardust < SHIELD_PACK.cost) throw new Error("Insufficient Stardust!");
    const balance = pilot.stardust - SHIELD_PACK.cost;
    await client.query("update users set stardust = $1, updated_date = now() where id = $2", [balance, id]);
    await client.query(
      `insert into stardust_transactions (user_email, amount, transaction_type, reference_id, description, balance_after, created_by)
       values ($1, $2, 'purchase', $3, $4, $5, $1) returning ${TRANSACTION_COLUMNS}`,
      [pilot.email, -SHIELD_PACK.cost, SHIELD_PACK.id, `Purchased ${SHIELD_PACK.name}`, balance],
    );
    await announce(client, id, "balance", { stardust: balance });
    const after = (await client.query("update users set shields = $1, updated_date = now() where id = $2 returning *", [user.shields + 1, id])).rows[0];
    const { email, timezone } = (await client.query("select email, timezone from users where id = $1", [id])).rows[0];
    const counted = await client.query(
      `insert into quest_progress (user_email, quest_id, period, count, progress, created_by)
       select $1, q.id, case q.quest_type when 'daily' then $2 when 'weekly' then $3 else 'once' end,
              1, least(100, 100 / q.objective_count), $1
       from quests q where q.is_active and q.objective_event = 'purchase'
       on conflict (user_email, quest_id, period) do update
       set count = quest_progress.count + excluded.count,
           progress = least(100, ((quest_progress.count + excluded.count) * 100) / (select objective_count from quests where id = excluded.quest_id)),
           updated_date = now()
       returning quest_id, progress`,
      [email, pilotDay(now, timezone), pilotWeek(now, timezone)],
    );
    for (const row of counted.rows) await announce(client, id, "quest_progress", { quest_id: row.quest_id, progress: row.progress });
    await announce(client, id, "inventory", { item: SHIELD_PACK.id });
    await client.query("commit");
    return { stardust: balance, inventory: { shields: after.shields }, item: SHIELD_PACK.id, user: { id: after.id, email: after.email, stardust: after.stardust } };
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
});

await app.listen({ port: 0, host: "127.0.0.1" });
console.log(JSON.stringify({ url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` }));

process.on("SIGTERM", async () => {
  await Promise.all([app.close(), pool.end()]);
  process.exit(0);
});

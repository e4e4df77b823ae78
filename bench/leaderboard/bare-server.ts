// Child process of leaderboard.mjs: the baseline. A bare Fastify route per function running the
// same statements as the real functions (the app's own rendered SQL text) on a plain pg pool, with
// no sign-in, validation or function layer around them. The caller's id comes in a header.
import Fastify from "fastify";
import { fillPlaceholders } from "drizzle-orm";
import pg from "pg";
import { BOARD_STATEMENTS, PILOT_COUNT, type Statement } from "../../apps/server/src/core/leaderboard/statements.ts";
import { seasonOf } from "../../apps/server/src/core/xp/season.ts";

const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL!, max: 20 });
const run = (statement: Statement, values: Record<string, unknown>) => pool.query(statement.text, fillPlaceholders(statement.params, values));

const app = Fastify({ logger: false });
app.post<{ Body: { limit: number; period: "all_time" | "season" } }>("/getLeaderboard", async (request) => {
  const me = request.headers["x-pilot"] as string;
  const { limit, period } = request.body;
  const season = seasonOf(new Date());
  const players = (await run(BOARD_STATEMENTS[period].top, { limit, season: season.key })).rows.map((row, index) => ({ ...row, rank: index + 1 }));
  let mine = players.find((player) => player.userId === me) ?? null;
  if (!mine && players.length === limit) mine = (await run(BOARD_STATEMENTS[period].standing, { me, season: season.key })).rows[0] ?? null;
  return { ok: true, players, me: mine, period, season: { startsAt: season.startsAt.toISOString(), endsAt: season.endsAt.toISOString() } };
});
app.post("/galaxyRank", async (request) => {
  const [standing, total] = await Promise.all([run(BOARD_STATEMENTS.all_time.standing, { me: request.headers["x-pilot"] }), run(PILOT_COUNT, {})]);
  const row = standing.rows[0];
  return { ok: true, rank: row?.rank ?? null, score: row?.score ?? 0, battlesWon: row?.battlesWon ?? 0, totalPilots: total.rows[0].pilots };
});
await app.listen({ port: 0, host: "127.0.0.1" });
console.log(JSON.stringify({ url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` }));

process.on("SIGTERM", async () => {
  await Promise.all([app.close(), pool.end()]);
  process.exit(0);
});

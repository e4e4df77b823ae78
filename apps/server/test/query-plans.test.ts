import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runBattleTick } from "../src/core/settlement/battle-tick.ts";
import { clockStartingAt } from "../src/core/clock.ts";
import { ENTITIES } from "../src/core/entities/definitions.ts";
import { pruneIdempotencyKeys } from "../src/core/functions/run-function.ts";
import { expireMemberships } from "../src/core/membership/expire-memberships.ts";
import { grantDueSupernovas } from "../src/core/membership/supernovas.ts";
import { runTournamentTick } from "../src/core/tournaments/tournament-tick.ts";
import { sweepUploads } from "../src/core/uploads/sweep-uploads.ts";
import { testDatabaseKind } from "./helpers/database.ts";
import { startServer, type TestPilot, type TestServer } from "./helpers/server.ts";
import { notificationMailer } from "../src/core/notifications/notification-mailer.ts";

/**
 * Every query shape the app issues, planned over realistic volumes: the entity API under each
 * policy, the functions and the jobs are run once while the driver records what it sends, and each
 * recorded statement is then EXPLAINed with its own parameters. A sequential scan of a large table
 * or a sort of more than a page of rows fails the test, naming the statement.
 * PostgreSQL only (vitest.config.ts): its planner is the one production runs.
 */

const NOW = new Date("2026-06-15T12:00:00.000Z");
const PILOTS = 100_000;
/** A table with more rows than this is large: reading all of it is never a plan for one request. */
const LARGE = 10_000;
/** A page: the entity API's largest, and the leaderboard's. */
const PAGE_ROWS = 500;

interface Recorded {
  text: string;
  values: unknown[];
}

let server: TestServer;
let admin: TestPilot;
let pilot: TestPilot;
let explain: pg.Client;
const recorded = new Map<string, Recorded>();
let recording = false;

const originalQuery = pg.Client.prototype.query;

beforeAll(async () => {
  if (testDatabaseKind !== "postgres") throw new Error("The query plans are PostgreSQL's: this file runs in the api-postgres project only");
  // The driver's own entry point: every statement the app sends passes here, whatever builds it.
  pg.Client.prototype.query = function record(this: pg.Client, ...args: unknown[]) {
    if (recording) {
      const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
      const text = typeof first === "string" ? first : first.text;
      // node-postgres takes the values in the config or as the second argument (Drizzle's way).
      const values = (typeof first === "string" ? second : (first.values ?? second)) as unknown[] | undefined;
      if (!recorded.has(text)) recorded.set(text, { text, values: Array.isArray(values) ? values : [] });
    }
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
  server = await startServer({ battleTickSeconds: 0 }, { clock: clockStartingAt(NOW) });
  admin = await server.admin();
  pilot = await server.pilot();
  explain = new pg.Client({ connectionString: server.database.url });
  await explain.connect();
  await withoutForeignKeyChecks(explain, () => seed(explain, pilot.email));
}, 600_000);

afterAll(async () => {
  pg.Client.prototype.query = originalQuery;
  await explain?.end();
  await server?.close();
});

/**
 * Runs a bulk load with the foreign keys' per-row checks off, as a data-only restore does: the seed's
 * rows refer to rows it made, and checking each of a million was 40 % of the file's time. The app's
 * own triggers (the boards' counters, the stake votes) stay on, so the derived tables fill as in use.
 */
async function withoutForeignKeyChecks(client: pg.Client, load: () => Promise<void>) {
  const { rows } = await client.query<{ name: string }>("select quote_ident(tablename) as name from pg_tables where schemaname = 'public'");
  const each = (change: string) => client.query(rows.map(({ name }) => `alter table ${name} ${change}`).join(";\n"));
  await each("disable trigger all");
  await each("enable trigger user");
  try {
    await load();
  } finally {
    await each("enable trigger all");
  }
}

/** Realistic volumes, set-based: pilots, their ledgers, battles, entries, votes, progress, seasons. */
async function seed(client: pg.Client, me: string) {
  await client.query(`
    insert into users (id, full_name, email, username, xp, battles_won, stardust, created_date, updated_date)
    select 'seed-' || g, 'Seed Pilot ' || g, 'seed' || g || '@seed.test', 'seed' || g, (g * 7919) % 60000, g % 17, 1000,
           timestamptz '2026-06-15 12:00:00+00' - make_interval(secs => g * 60), timestamptz '2026-06-15 12:00:00+00'
    from generate_series(1, ${PILOTS}) g`);
  await client.query(`
    insert into stardust_transactions (user_email, amount, transaction_type, description, balance_after, created_date)
    select 'seed' || (g % ${PILOTS} + 1) || '@seed.test', 10, 'quest_reward', 'seed', 1000, timestamptz '2026-06-15 00:00:00+00' - make_interval(secs => g)
    from generate_series(1, 150000) g`);
  await client.query(`
    insert into stardust_transactions (user_email, amount, transaction_type, description, balance_after, created_date)
    select $1, 1, 'quest_reward', 'seed', 100, timestamptz '2026-06-15 00:00:00+00' - make_interval(secs => g)
    from generate_series(1, 200) g`, [me]);
  await client.query(`
    insert into battles (id, title, host_email, start_time, end_time, voting_end_time, status, settled_at, created_date)
    select 'battle-' || g, 'Battle ' || g, 'seed' || (g % ${PILOTS} + 1) || '@seed.test',
           timestamptz '2026-06-15 12:00:00+00' + make_interval(hours => 2000 - g), timestamptz '2026-06-15 12:00:00+00' + make_interval(hours => 2100 - g),
           timestamptz '2026-06-15 12:00:00+00' + make_interval(hours => 2150 - g),
           case when g < 1950 then 'upcoming' when g < 2100 then 'active' when g < 2150 then 'voting' else 'completed' end,
           case when g > 2200 then timestamptz '2026-06-15 12:00:00+00' + make_interval(hours => 2150 - g) end,
           timestamptz '2026-06-15 12:00:00+00' - make_interval(mins => g)
    from generate_series(1, 20000) g`);
  await client.query(`
    insert into beat_submissions (id, battle_id, user_email, title, beat_url, created_date)
    select 'sub-' || g, 'battle-' || (g % 20000 + 1), 'seed' || (g % ${PILOTS} + 1) || '@seed.test', 'Track ' || g, '/files/x', timestamptz '2026-06-15 00:00:00+00' - make_interval(secs => g)
    from generate_series(1, 100000) g`);
  await client.query(`
    insert into votes (battle_id, submission_id, voter_email, creativity, technical, impact, vote_power, created_date)
    select 'battle-' || (g % 20000 + 1), 'sub-' || g, 'seed' || ((g * 31) % ${PILOTS} + 1) || '@seed.test', 5, 5, 5, 1, timestamptz '2026-06-15 00:00:00+00' - make_interval(secs => g)
    from generate_series(1, 100000) g`);
  await client.query(`
    insert into beats (user_email, title, file_url, pilot_name, media_type, created_date)
    select 'seed' || (g % ${PILOTS} + 1) || '@seed.test', 'Beat ' || g, '/files/x', 'Seed', case when g % 3 = 0 then 'video' else 'beat' end, timestamptz '2026-06-15 00:00:00+00' - make_interval(secs => g)
    from generate_series(1, 50000) g`);
  const [quest] = (await client.query(`insert into quests (title, quest_type, objective_event) values ('Log in', 'daily', 'login') returning id`)).rows as [{ id: string }];
  const [card] = (
    await client.query(`insert into cards (card_name, card_type, effect_type, effect_value) values ('Spare', 'spare luck', 'stardust', 5) returning id`)
  ).rows as [{ id: string }];
  await client.query(`
    insert into quest_progress (user_email, quest_id, period, count, progress)
    select 'seed' || g || '@seed.test', $1, '2026-06-1' || (g % 5), 1, 50 from generate_series(1, ${PILOTS}) g`, [quest.id]);
  await client.query(`
    insert into card_drops (user_email, card_id, day) select 'seed' || g || '@seed.test', $1, '2026-06-14' from generate_series(1, ${PILOTS}) g`, [card.id]);
  await client.query(`
    insert into tournaments (id, name, starts_at, ends_at, max_players, state, created_date)
    select 'tour-' || g, 'Tournament ' || g, timestamptz '2026-06-15 12:00:00+00' + make_interval(days => 100 - g), timestamptz '2026-06-15 12:00:00+00' + make_interval(days => 110 - g), 64,
           case when g < 100 then 'open' when g < 110 then 'in_progress' else 'completed' end, timestamptz '2026-06-15 12:00:00+00' - make_interval(days => g)
    from generate_series(1, 2000) g`);
  await client.query(`
    insert into tournament_entries (tournament_id, user_email, created_date)
    select 'tour-' || (g % 2000 + 1), 'seed' || g || '@seed.test', timestamptz '2026-06-15 00:00:00+00' - make_interval(secs => g) from generate_series(1, ${PILOTS}) g`);
  await client.query(`
    insert into memberships (user_email, tier, billing_cycle, status, started_at, expires_at)
    select 'seed' || g || '@seed.test', case when g % 100 = 0 then 'commander' else 'explorer' end, 'monthly', case when g % 10 = 0 then 'expired' else 'active' end,
           timestamptz '2026-06-01 00:00:00+00', timestamptz '2026-07-01 00:00:00+00' + make_interval(mins => g)
    from generate_series(1, 30000) g`);
  await client.query(`
    insert into season_scores (season, user_id, xp, battles_won, signed_up_at)
    select '2026-06-01', 'seed-' || g, ((g::bigint * 104729) % 5000)::int, g % 5, timestamptz '2026-06-15 12:00:00+00' - make_interval(secs => g * 60) from generate_series(1, ${PILOTS}) g`);
  await client.query(`
    insert into uploads (user_email, media_type, content_type, size, title, storage_key, status, expires_at, completed_at, completed_day)
    select 'seed' || (g % ${PILOTS} + 1) || '@seed.test', 'audio', 'audio/wav', 1000, 'Upload ' || g, 'key-' || g, 'complete',
           timestamptz '2026-06-01 00:00:00+00', timestamptz '2026-06-01 00:00:00+00' + make_interval(secs => g), '2026-06-01'
    from generate_series(1, 100000) g`);
  await client.query(`
    insert into idempotency_keys (user_id, key, function_name, status_code, response, created_at)
    select 'seed-' || (g % ${PILOTS} + 1), 'key-' || g, 'purchaseItem', 200, '{}'::jsonb, now() - make_interval(secs => g)
    from generate_series(1, 100000) g`);
  // As autovacuum leaves a live database: statistics, and the visibility map index-only scans use.
  await client.query("vacuum analyze");
}

/** Runs each path the app takes once, with the driver recording. */
async function exercise() {
  const call = async (who: TestPilot, path: string, init: { method?: string; body?: unknown } = {}) => {
    const reply = await server.api(path, { ...init, token: who.token });
    expect(reply.status, `${init.method ?? "GET"} ${path}: ${JSON.stringify(reply.body)}`).toBeLessThan(500);
    return reply;
  };
  const q = (query: unknown) => encodeURIComponent(JSON.stringify(query));
  recording = true;
  for (const who of [pilot, admin]) {
    for (const entity of Object.keys(ENTITIES)) {
      const list = await call(who, `/entities/${entity}`);
      await call(who, `/entities/${entity}/count`);
      await call(who, `/entities/${entity}?sort=created_date&limit=500`);
      const first = Array.isArray(list.body) ? (list.body[0] as { id?: string } | undefined) : undefined;
      await call(who, `/entities/${entity}/${first?.id ?? "battle-2120"}`);
    }
    // What the web app asks for (apps/web features).
    await call(who, `/entities/StardustTransaction?q=${q({ user_email: who.email })}&sort=-created_date&limit=50`);
    await call(who, `/entities/Beat?q=${q({ media_type: { $in: ["beat", "song"] } })}&sort=-created_date&limit=100`);
    await call(who, `/entities/Tournament?sort=-created_date&limit=100`);
    await call(who, `/entities/TournamentEntry?sort=-created_date&limit=500`);
    await call(who, `/entities/BeatSubmission?q=${q({ battle_id: "battle-2120" })}`);
    await call(who, `/entities/Vote?q=${q({ battle_id: "battle-2120" })}`);
  }
  const fn = (name: string, body: unknown = {}) => call(pilot, `/functions/${name}`, { method: "POST", body });
  for (const period of ["all_time", "season"]) await fn("getLeaderboard", { limit: 100, period });
  await fn("galaxyRank");
  for (const status of ["upcoming", "active", "voting", "completed", undefined]) await fn("battleList", status ? { status, limit: 50 } : { limit: 50 });
  await fn("battleDetails", { battle_id: "battle-2120" });
  await fn("battleDetails", { battle_id: "battle-2300" });
  await fn("judgeBattles");
  await fn("judgeSubmissions", { battle_id: "battle-2120" });
  await fn("questBoard");
  await fn("membershipOverview");
  await fn("uploadAllowance");
  await fn("starshipApi", { endpoint: "/battles?status=active" });
  await fn("starshipApi", { endpoint: "/leaderboard?limit=10" });
  await fn("purchaseItem", { item_id: "shield_pack" });
  await fn("drawDailyCard");
  const db = server.database.db;
  const mailer = notificationMailer(server.app.services.config);
  await runTournamentTick(db, NOW, mailer);
  await runBattleTick(db, NOW, mailer);
  // The settlements' result notices.
  await server.jobs.drain();
  await expireMemberships(db, new Date("2026-07-01T00:30:00.000Z"));
  await grantDueSupernovas(db, NOW);
  await pruneIdempotencyKeys(db);
  await sweepUploads(db, server.app.services.config, NOW);
  recording = false;
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Plan Rows": number;
  Plans?: PlanNode[];
}

function* nodes(plan: PlanNode): Generator<PlanNode> {
  yield plan;
  for (const child of plan.Plans ?? []) yield* nodes(child);
}

/**
 * Counting every record of an entity (an admin's `/count` without `q`) reads every record whatever
 * the index: the one shape allowed to scan a whole large table.
 */
const WHOLE_COUNT = /^select count\(\*\) from "[a-z_]+"$/;

/**
 * Shapes that read a set by nature, each named with why; a new statement is never in this list.
 * - The phase tick compares each unsettled battle's stored status with the clock's: it visits the
 *   battles not yet settled (the partial index), a set bounded by the open battles, not by history.
 */
const SET_READS = [
  /^\s*(with moved as \(\s*)?update "battles"\s+set status = case/,
];

/** Statements that are not queries of data: transaction control, locks, the migrator's own. */
const PLANNED = /^\s*(select|with|update|delete|insert)\b/i;

describe("query plans over realistic volumes", () => {
  it("reads every list, filter, rank and settlement through an index, never scanning a large table or sorting more than a page", async () => {
    await exercise();
    const sizes = new Map(
      ((await explain.query(`select relname, reltuples::bigint as rows from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`)).rows as { relname: string; rows: string }[]).map(
        (row) => [row.relname, Number(row.rows)],
      ),
    );
    expect(sizes.get("users")).toBeGreaterThanOrEqual(PILOTS);
    const problems: string[] = [];
    let planned = 0;
    for (const { text, values } of recorded.values()) {
      if (!PLANNED.test(text) || SET_READS.some((shape) => shape.test(text)) || /pg_advisory|__drizzle_migrations|pg_class|pg_prepared_statements/.test(text)) continue;
      const result = await explain.query(`explain (format json) ${text}`, values).catch((error: Error) => {
        throw new Error(`${error.message}: ${text} ${JSON.stringify(values)}`);
      });
      planned++;
      const plan = (result.rows[0] as { "QUERY PLAN": [{ Plan: PlanNode }] })["QUERY PLAN"][0].Plan;
      for (const node of nodes(plan)) {
        if (node["Node Type"] === "Seq Scan" && (sizes.get(node["Relation Name"]!) ?? 0) > LARGE && !WHOLE_COUNT.test(text)) problems.push(`Seq Scan on ${node["Relation Name"]}: ${text}`);
        if (node["Node Type"] === "Sort" && node["Plan Rows"] > PAGE_ROWS) problems.push(`Sort of ${node["Plan Rows"]} rows: ${text}`);
      }
    }
    expect(planned).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  }, 600_000);
});

// `npm run bench:seed`: the community-sized data set (README, Benchmarks) on PostgreSQL, for
// bench/community.mjs. A database of its own (bench/community/sizes.mjs), migrated by the server's own
// code, then filled with set-based SQL: a million pilots, ten million rows in each ledger, a hundred
// thousand battles with a million entries and five million votes, a thousand tournaments, sessions
// for the pilots that call, and everything the server keeps in step with those rows (balances, XP,
// wins, running totals, season totals, board counters), so every read sees what the real writes
// would have left. Two connections share the work; each step prints its time.
//
// A finished seed of the same sizes that is still current (bench/community/marker.mjs) is reused;
// `npm run bench:seed -- --fresh` builds it again. Needs DATABASE_URL (or BENCH_DATABASE_URL): a
// PostgreSQL server whose user may create databases.
import { performance } from "node:perf_hooks";
import pg from "pg";
import { tsImport } from "tsx/esm/api";
import { buildIndexes, loadingSession, restoreKeys, setAside, validateKeys } from "./community/bulk-load.mjs";
import { readMarker, staleReason, writeMarker } from "./community/marker.mjs";
import { defineModel, stagePilots, useSeedSchema } from "./community/model.mjs";
import { stageBattles, stageSettlements, writeBattles } from "./community/seed-battles.mjs";
import { stageStardust, stageXp, writePilots, writeSeasons, writeSessions, writeStardustLedger, writeXpLedger } from "./community/seed-ledgers.mjs";
import { stageTournaments, writeTournaments } from "./community/seed-tournaments.mjs";
import { communityUrl, DATABASE_NAME, SIZES } from "./community/sizes.mjs";

/** Battles kept in voting for the settlement measurement: one per benchmark run. */
const RESERVED_BATTLES = 3;
/** The tables filled here, in two shares of about equal index work (rows × indexes), largest first. */
const INDEXED = [
  ["stardust_transactions", "beat_submissions", "season_scores", "battles", "memberships", "tournaments", "sessions"],
  ["votes", "xp_transactions", "battle_counted_votes", "users", "beats", "supernova_transactions", "tournament_entries", "stake_votes"],
];
const FILLED = INDEXED.flat();

const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
if (!adminUrl) {
  console.error("bench:seed needs PostgreSQL: set DATABASE_URL=postgres://user@host:5432/db (a user who may create databases).");
  process.exit(1);
}
const fresh = process.argv.includes("--fresh");

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const { exists, marker } = await readMarker(admin);
const stale = exists ? staleReason(marker) : "there is none";
if (!fresh && !stale) {
  console.log(`${DATABASE_NAME} is ready (seeded ${marker.seededAt} in ${marker.seconds} s with these sizes); --fresh builds it again.`);
  await admin.end();
  process.exit(0);
}
console.log(fresh ? `building ${DATABASE_NAME} again (--fresh)` : `building ${DATABASE_NAME}: ${stale}`);

const started = performance.now();
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
/** Runs one step and prints how long it took. */
async function step(name, run) {
  const at = performance.now();
  const result = await run();
  console.log(`${name}: ${seconds(at)} s`);
  return result;
}
/** Runs the two lanes' steps side by side, each on its own connection, and prints the wall time. */
async function sideBySide(name, [first, second]) {
  const at = performance.now();
  const results = await Promise.all([first(lanes[0]), second(lanes[1])]);
  console.log(`  ${name}, side by side: ${seconds(at)} s`);
  return results;
}

await step("create the database", async () => {
  await admin.query(`drop database if exists ${DATABASE_NAME} with (force)`);
  await admin.query(`create database ${DATABASE_NAME}`);
});
const url = communityUrl(adminUrl);
await step("migrate it (the server's own migrations)", async () => {
  const { openDatabase } = await tsImport("../apps/server/src/db/client.ts", import.meta.url);
  const database = await openDatabase({ url, poolSize: 1 });
  await database.close();
});

const lanes = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
for (const lane of lanes) {
  await lane.connect();
  await loadingSession(lane);
}
const { rows: [{ now: seededAt }] } = await lanes[0].query("select now()::text as now");
const context = { sizes: SIZES, seededAt, reserved: RESERVED_BATTLES };
await defineModel(lanes[0], { pilots: SIZES.pilots, seededAt });
for (const lane of lanes) await useSeedSchema(lane);

await sideBySide("staging", [
  async (lane) => {
    await step("stage battles, entries and votes", () => stageBattles(lane, context));
    await step("settle the completed battles", () => stageSettlements(lane));
  },
  async (lane) => {
    await step("stage pilots", () => stagePilots(lane, context));
    await step("stage tournaments", () => stageTournaments(lane, context));
  },
]);
const aside = await step("set indexes and keys aside", () => setAside(lanes[0], FILLED));
// Both lanes start with a ledger's staging; the second writes the pilots (which need both staged
// ledgers) once the first has staged the XP. Each lane then writes two of the four largest tables:
// the season totals, written after the XP ledger on the first lane, left the second idle for two
// minutes of the seven this step took.
let xpStaged;
const staged = new Promise((resolve) => (xpStaged = resolve));
await sideBySide("filling", [
  async (lane) => {
    await step("stage the XP ledger", () => stageXp(lane, context));
    xpStaged();
    await step("battles, tracks, entries, votes", () => writeBattles(lane, context));
    await step("tournaments", () => writeTournaments(lane));
    await step("XP ledger", () => writeXpLedger(lane));
  },
  async (lane) => {
    await step("stage the Stardust ledger", () => stageStardust(lane, context));
    await staged;
    await step("pilots, memberships, Supernovas (board counters by their triggers)", () => writePilots(lane, context));
    await step("sessions", () => writeSessions(lane, context));
    await step("Stardust ledger", () => writeStardustLedger(lane));
    await step("season totals (season counters by their triggers)", () => writeSeasons(lane));
  },
]);
await step("drop the staging tables", () => lanes[0].query("drop schema seed cascade"));
await sideBySide("indexes", INDEXED.map((tables) => (lane) => step(`indexes of ${tables.join(", ")}`, () => buildIndexes(lane, aside, tables))));
await step("foreign keys back (unchecked yet)", () => restoreKeys(lanes[0], aside));
// Each table's keys are checked over every row, then the table is vacuumed and analyzed (as
// autovacuum would have by now: visibility for index-only scans, statistics for plans).
const queue = [...new Set([...FILLED, ...aside.keys.map((key) => key.table)])];
await sideBySide("checks", lanes.map(() => async (lane) => {
  for (let table = queue.shift(); table; table = queue.shift()) {
    // The other tables are empty: nothing to time.
    if (!FILLED.includes(table)) await validateKeys(lane, aside, table);
    else await step(`check and vacuum ${table}`, () => validateKeys(lane, aside, table).then(() => lane.query(`vacuum (analyze) ${table}`)));
  }
}));
await step("analyze the rest", () => lanes[0].query("analyze"));

const counts = await lanes[0].query(`select (select count(*) from users)::int as pilots, (select count(*) from xp_transactions)::int as xp_rows,
  (select count(*) from stardust_transactions)::int as stardust_rows, (select count(*) from battles)::int as battles,
  (select count(*) from beat_submissions)::int as submissions, (select count(*) from votes)::int as votes, (select count(*) from tournaments)::int as tournaments,
  pg_size_pretty(pg_database_size(current_database())) as size`);
const reserved = await lanes[0].query("select id from battles where title like 'Community Final #%' order by title");
for (const lane of lanes) await lane.end();
const total = Math.round((performance.now() - started) / 1000);
await writeMarker(admin, { completed: true, sizes: SIZES, seededAt: new Date(seededAt).toISOString(), seconds: total, reserved: reserved.rows.map((row) => row.id), counts: counts.rows[0] });
await admin.end();
console.log(`seeded ${DATABASE_NAME} in ${total} s:`, counts.rows[0]);

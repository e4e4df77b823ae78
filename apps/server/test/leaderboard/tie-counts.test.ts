import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { BOARD_STATEMENTS, runStatement } from "../../src/core/leaderboard/statements.ts";
import { clearBoards, seedPilots } from "../helpers/pilots.ts";
import { startServer, type TestServer } from "../helpers/server.ts";

// The tie counts (migration `board_ties`) against counts taken from the rows themselves, after every
// kind of change the triggers must follow: sign-ups, scores, wins, sign-up times, bans, removals.
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());
beforeEach(() => clearBoards(server.database.db));

const SEASON = "2026-11-01";
const DAY = "floor(extract(epoch from %s) / 86400)::int";

async function allTimeCounts() {
  const db = server.database.db;
  const { rows: kept } = await db.execute(sql`select level, score, wins, day, pilots from xp_ties where pilots <> 0 order by 1, 2, 3, 4`);
  const day = sql.raw(DAY.replace("%s", "created_date"));
  const { rows: actual } = await db.execute(sql`select level, score, wins, day, pilots from (
    select 0 as level, xp as score, battles_won as wins, 0 as day, count(*)::int as pilots from users where xp > 0 and banned_at is null group by xp, battles_won
    union all select 1, xp, battles_won, ${day}, count(*)::int from users where xp > 0 and banned_at is null group by xp, battles_won, ${day}) c order by 1, 2, 3, 4`);
  return { kept, actual };
}

async function seasonCounts() {
  const db = server.database.db;
  const { rows: kept } = await db.execute(sql`select season::text, level, score, wins, day, pilots from season_ties where pilots <> 0 order by 1, 2, 3, 4, 5`);
  const day = sql.raw(DAY.replace("%s", "signed_up_at"));
  const { rows: actual } = await db.execute(sql`select season::text, level, score, wins, day, pilots from (
    select season, 0 as level, xp as score, battles_won as wins, 0 as day, count(*)::int as pilots from season_scores where xp > 0 and not banned group by season, xp, battles_won
    union all select season, 1, xp, battles_won, ${day}, count(*)::int from season_scores where xp > 0 and not banned group by season, xp, battles_won, ${day}) c
    order by 1, 2, 3, 4, 5`);
  return { kept, actual };
}

it("keeps the all-time tie counts equal to the pilots' rows through sign-ups, scores, wins, sign-up times, bans and removals", async () => {
  const db = server.database.db;
  await seedPilots(db, [
    { id: "t-1", xp: 10, createdAt: "2026-03-01T08:00:00Z" },
    { id: "t-2", xp: 10, createdAt: "2026-03-01T23:59:59.999Z" },
    { id: "t-3", xp: 10, createdAt: "2026-03-02T00:00:00Z" },
    { id: "t-4", xp: 10, battlesWon: 2, createdAt: "2026-03-01T09:00:00Z" },
    { id: "t-5", xp: 0, createdAt: "2026-03-01T10:00:00Z" },
  ]);
  let counts = await allTimeCounts();
  expect(counts.kept).toEqual(counts.actual);
  expect(counts.kept).toContainEqual({ level: 1, score: 10, wins: 0, day: 20513, pilots: 2 });

  await db.execute(sql`update users set xp = xp + 5 where id in ('t-1', 't-5')`);
  await db.execute(sql`update users set battles_won = 1 where id = 't-3'`);
  await db.execute(sql`update users set created_date = '2026-02-28T12:00:00Z' where id = 't-2'`);
  await db.execute(sql`update users set banned_at = now() where id = 't-4'`);
  await db.execute(sql`update users set updated_date = now() where id = 't-1'`);
  counts = await allTimeCounts();
  expect(counts.kept).toEqual(counts.actual);

  await db.execute(sql`update users set banned_at = null where id = 't-4'`);
  await db.execute(sql`update users set xp = 0 where id = 't-2'`);
  await db.execute(sql`delete from users where id in ('t-1', 't-3')`);
  counts = await allTimeCounts();
  expect(counts.kept).toEqual(counts.actual);
});

it("keeps each season's tie counts equal to its rows, and ranks a pilot in a crowd of ties as the plain order does", async () => {
  const db = server.database.db;
  await seedPilots(db, Array.from({ length: 30 }, (_, i) => ({ id: `c-${i}`, xp: 0, createdAt: `2026-0${1 + (i % 3)}-1${i % 10}T0${i % 7}:00:00Z` })));
  await db.execute(sql`insert into season_scores (season, user_id, xp, battles_won, signed_up_at)
    select ${SEASON}::date, id, case when id < 'c-2' then 10 else 20 end, (length(id) + ascii(right(id, 1))) % 2, created_date from users where id like 'c-%'`);
  await db.execute(sql`insert into season_scores (season, user_id, xp, battles_won, signed_up_at) values ('2026-10-01', 'c-1', 10, 0, '2026-01-11T01:00:00Z')`);
  let counts = await seasonCounts();
  expect(counts.kept).toEqual(counts.actual);

  await db.execute(sql`update season_scores set xp = xp + 10 where user_id in ('c-3', 'c-4') and season = ${SEASON}::date`);
  await db.execute(sql`update season_scores set battles_won = battles_won + 1 where user_id = 'c-5'`);
  await db.execute(sql`update users set banned_at = now() where id = 'c-6'`);
  await db.execute(sql`delete from users where id = 'c-7'`);
  counts = await seasonCounts();
  expect(counts.kept).toEqual(counts.actual);

  // Every pilot's rank from the counts is their place in the board's plain order.
  const { rows: order } = await db.execute(sql`select user_id from season_scores where season = ${SEASON}::date and xp > 0 and not banned
    order by xp desc, battles_won desc, signed_up_at asc, user_id asc`);
  for (const [index, row] of order.entries()) {
    const [standing] = await runStatement<{ rank: number }>(db, BOARD_STATEMENTS.season.standing, { me: row.user_id as string, season: SEASON });
    expect(standing!.rank).toBe(index + 1);
  }
});

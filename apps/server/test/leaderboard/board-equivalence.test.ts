import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOARD_STATEMENTS, runStatement } from "../../src/core/leaderboard/statements.ts";
import { startServer, type TestServer } from "../helpers/server.ts";

// The boards' fast paths (the ordered index for the top, the score counts and three index ranges
// for a rank) against the plain computation, a window over every row, on a board made of ties:
// few scores, wins and sign-up times, pilots without XP, banned pilots. Every pilot's rank and the
// whole order must agree. Run on the embedded database and, with DATABASE_URL set, on PostgreSQL.
const PILOTS = 1_500;
const SEASON = "2026-11-01";
let server: TestServer;

beforeAll(async () => {
  server = await startServer();
  const db = server.database.db;
  // Scores in steps of 1000 across a band of 1024 (the score counts' bands), a fifth at 0; wins
  // 0 to 2; sign-ups at three moments, so whole runs of pilots fall through to their ids.
  await db.execute(sql`insert into users (id, full_name, email, xp, battles_won, created_date, banned_at)
    select 'eq-' || lpad(i::text, 4, '0'), 'Equal ' || i, 'eq' || i || '@boards.test', case when i % 5 = 0 then 0 else (i * 7 % 9) * 1000 + i % 3 end,
           i * 11 % 3, '2026-01-01'::timestamptz + make_interval(days => i % 3), case when i % 97 = 0 then '2026-10-01'::timestamptz end
    from generate_series(1, ${PILOTS}) i`);
  // The season: a row for two pilots in three (with its own ties and zeros), copying the ban.
  await db.execute(sql`insert into season_scores (season, user_id, xp, battles_won, signed_up_at, banned)
    select ${SEASON}::date, id, (xp / 1000) * 10 % 40, battles_won % 2, created_date, banned_at is not null
    from users where id like 'eq-%' and right(id, 4)::int % 3 <> 0`);
}, 120_000);
afterAll(() => server?.close());

/** The plain board: every ranked row numbered in the board's order. */
async function plainBoard(period: "all_time" | "season"): Promise<{ id: string; rank: number }[]> {
  const rows = await server.database.db.execute<{ id: string; rank: number }>(
    period === "all_time"
      ? sql`select id, (row_number() over (order by xp desc, battles_won desc, created_date, id))::int as rank
          from users where banned_at is null and xp > 0 and id like 'eq-%'`
      : sql`select user_id as id, (row_number() over (order by xp desc, battles_won desc, signed_up_at, user_id))::int as rank
          from season_scores where season = ${SEASON}::date and not banned and xp > 0`,
  );
  return rows.rows.sort((a, b) => a.rank - b.rank);
}

describe.each(["all_time", "season"] as const)("the %s board's fast paths", (period) => {
  it("list the whole board in the plain order, ties and all", async () => {
    const plain = await plainBoard(period);
    expect(plain.length).toBeGreaterThan(500);
    const top = await runStatement<{ userId: string }>(server.database.db, BOARD_STATEMENTS[period].top, { limit: plain.length + 10, season: SEASON });
    expect(top.map((row) => row.userId)).toEqual(plain.map((row) => row.id));
  });

  it("give every pilot the plain rank, null without a score, and no row when banned or absent", async () => {
    const plain = new Map((await plainBoard(period)).map((row) => [row.id, row.rank]));
    const everyone = await server.database.db.execute<{ id: string; banned: boolean }>(sql`select id, banned_at is not null as banned from users where id like 'eq-%'`);
    let unranked = 0;
    for (const pilot of everyone.rows) {
      const [row] = await runStatement<{ rank: number | null }>(server.database.db, BOARD_STATEMENTS[period].standing, { me: pilot.id, season: SEASON });
      const absent = pilot.banned || (period === "season" && Number(pilot.id.slice(3)) % 3 === 0);
      if (absent) expect(row, pilot.id).toBeUndefined();
      else expect(row!.rank ?? null, pilot.id).toBe(plain.get(pilot.id) ?? null);
      if (!absent && row!.rank === null) unranked++;
    }
    expect(unranked).toBeGreaterThan(50);
  });
});

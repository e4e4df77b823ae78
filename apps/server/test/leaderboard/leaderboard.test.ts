import { galaxyRankContract, getLeaderboardContract } from "@soundship/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../helpers/economy.ts";
import { clearBoards, seedPilots } from "../helpers/pilots.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";

const clock = manualClock("2026-11-21T12:00:00Z");
let server: TestServer;
let caller: TestPilot;
beforeAll(async () => {
  server = await startServer({}, { clock });
  caller = await server.pilot("Caller Pilot");
});
afterAll(() => server?.close());
beforeEach(() => clearBoards(server.database.db));

async function board(body: Record<string, unknown> = {}, pilot = caller) {
  const reply = await server.api("/functions/getLeaderboard", { method: "POST", token: pilot.token, body });
  expect(reply.status).toBe(200);
  return getLeaderboardContract.result.parse(reply.body);
}

async function rank(pilot = caller) {
  const reply = await server.api("/functions/galaxyRank", { method: "POST", token: pilot.token, body: {} });
  expect(reply.status).toBe(200);
  return galaxyRankContract.result.parse(reply.body);
}

const setCaller = (xp: number, battlesWon = 0) =>
  server.database.db.execute(sql`update users set xp = ${xp}, battles_won = ${battlesWon} where id = ${caller.id}`);

describe("getLeaderboard", () => {
  it("orders by score, then victories, then the earliest sign-up, then id; shows ids and names, never e-mails", async () => {
    await seedPilots(server.database.db, [
      { id: "p-late", xp: 500, battlesWon: 2, createdAt: "2026-03-01T00:00:00Z", username: "late" },
      { id: "p-early", xp: 500, battlesWon: 2, createdAt: "2026-02-01T00:00:00Z", username: "early" },
      { id: "p-wins", xp: 500, battlesWon: 3, createdAt: "2026-04-01T00:00:00Z" },
      { id: "p-top", xp: 900 },
      { id: "p-b", xp: 100, createdAt: "2026-05-01T00:00:00Z" },
      { id: "p-a", xp: 100, createdAt: "2026-05-01T00:00:00Z" },
      { id: "p-zero", xp: 0, battlesWon: 9 },
    ]);
    const { players } = await board();
    expect(players.map((player) => [player.rank, player.userId])).toEqual([
      [1, "p-top"],
      [2, "p-wins"],
      [3, "p-early"],
      [4, "p-late"],
      [5, "p-a"],
      [6, "p-b"],
    ]);
    expect(players[1]).toEqual({ userId: "p-wins", username: "Pilot p-wins", avatarUrl: null, score: 500, battlesWon: 3, rank: 2 });
    expect(players[2]!.username).toBe("early");
    expect(JSON.stringify(players)).not.toContain("@");
  });

  it("gives Galaxy Rank as the same position, for every tie-break, and null for an unranked pilot", async () => {
    expect(await rank()).toMatchObject({ rank: null, score: 0 });
    await seedPilots(server.database.db, [
      { id: "t-1", xp: 300 },
      { id: "t-2", xp: 200, battlesWon: 1 },
      { id: "t-3", xp: 200, battlesWon: 0, createdAt: "2000-01-01T00:00:00Z" },
    ]);
    await setCaller(200); // signed up today: behind t-2 (more wins) and t-3 (earlier)
    expect(await rank()).toMatchObject({ rank: 4, score: 200, battlesWon: 0 });
    const { players, me } = await board();
    expect(players.findIndex((player) => player.userId === caller.id)).toBe(3);
    expect(me).toMatchObject({ userId: caller.id, rank: 4 });
  });

  it.each([0, 1, 2, 3])("lists exactly the %i ranked pilots there are", async (count) => {
    await seedPilots(server.database.db, Array.from({ length: count }, (_, i) => ({ id: `n${count}-${i}`, xp: 10 + i })));
    const { players, me } = await board();
    expect(players).toHaveLength(count);
    expect(players.map((player) => player.score)).toEqual([...players.map((player) => player.score)].sort((a, b) => b - a));
    expect(me).toBeNull(); // the caller has no score
  });

  it("lists 100 of 101 pilots and gives the caller's own row with its rank below the list", async () => {
    await seedPilots(server.database.db, Array.from({ length: 100 }, (_, i) => ({ id: `c-${String(i).padStart(3, "0")}`, xp: 1000 - i })));
    await setCaller(1); // last of 101
    const { players, me } = await board({ limit: 100 });
    expect(players).toHaveLength(100);
    expect(players.at(-1)).toMatchObject({ rank: 100, score: 901 });
    expect(players.some((player) => player.userId === caller.id)).toBe(false);
    expect(me).toEqual({ userId: caller.id, username: "Caller Pilot", avatarUrl: null, score: 1, battlesWon: 0, rank: 101 });
    expect((await rank()).rank).toBe(101);
  });

  it("answers the starshipApi leaderboard feed in the same order", async () => {
    await seedPilots(server.database.db, Array.from({ length: 12 }, (_, i) => ({ id: `f-${i}`, xp: 50 + i })));
    const reply = await server.api("/functions/starshipApi", { method: "POST", token: caller.token, body: { endpoint: "/leaderboard?limit=10" } });
    expect(reply.body.players).toHaveLength(10);
    expect(reply.body.players[0]).toMatchObject({ userId: "f-11", score: 61, rank: 1 });
    expect(reply.body.players).toEqual((await board({ limit: 10 })).players);
  });

  it("counts Total Pilots from the counter the database keeps, through sign-ups and deletions", async () => {
    const [{ n }] = (await server.database.db.execute<{ n: number }>(sql`select count(*)::int as n from users`)).rows as [{ n: number }];
    expect((await rank()).totalPilots).toBe(n);
    await seedPilots(server.database.db, [{ id: "count-1", xp: 0 }, { id: "count-2", xp: 0 }]);
    await server.pilot("Newcomer");
    expect((await rank()).totalPilots).toBe(n + 3);
    await server.database.db.execute(sql`delete from users where id in ('count-1', 'count-2')`);
    expect((await rank()).totalPilots).toBe(n + 1);
  });

  it("keeps the all-time score counts exact through sign-ups, XP changes across bands, and deletions", async () => {
    const db = server.database.db;
    const counts = async () => {
      const kept = await db.execute(sql`select level, key, pilots from xp_histogram where pilots <> 0 order by level, key`);
      const actual = await db.execute(sql`select level, key, pilots from (
        select 0 as level, xp as key, count(*)::int as pilots from users where xp > 0 group by xp
        union all select 1, xp >> 10, count(*)::int from users where xp > 0 group by xp >> 10) c order by level, key`);
      return { kept: kept.rows, actual: actual.rows };
    };
    await seedPilots(db, [{ id: "h-1", xp: 1023 }, { id: "h-2", xp: 1024 }, { id: "h-3", xp: 5 }]);
    await db.execute(sql`update users set xp = xp + 1 where id in ('h-1', 'h-3')`); // h-1 crosses into band 1
    await db.execute(sql`update users set xp = 0 where id = 'h-2'`); // unranked
    await db.execute(sql`delete from users where id = 'h-3'`);
    const { kept, actual } = await counts();
    expect(kept).toEqual(actual);
    expect(kept).toContainEqual({ level: 1, key: 1, pilots: 1 });
    await seedPilots(db, [{ id: "h-4", xp: 3000 }, { id: "h-5", xp: 1010 }, { id: "h-6", xp: 990 }]);
    expect((await rank()).rank).toBeNull();
    await setCaller(1000);
    // Behind 3000 (band 2), 1024 (band 1) and 1010 (its own band), ahead of 990.
    expect((await rank()).rank).toBe(4);
  });

  it("refuses a limit outside 1 to 100 and an unknown period", async () => {
    for (const body of [{ limit: 0 }, { limit: 101 }, { period: "weekly" }]) {
      const reply = await server.api("/functions/getLeaderboard", { method: "POST", token: caller.token, body });
      expect(reply.status).toBe(400);
    }
    expect((await server.api("/functions/getLeaderboard", { method: "POST", body: {} })).status).toBe(401);
  });
});

import { getLeaderboardContract } from "@soundship/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantXp, type XpEntry } from "../../src/core/xp/xp.ts";
import { seasonScores, users, xpTransactions } from "../../src/db/schema.ts";
import { economy, manualClock } from "../helpers/economy.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";

const clock = manualClock("2026-11-30T23:00:00Z");
let server: TestServer;
beforeAll(async () => {
  server = await startServer({}, { clock });
});
afterAll(() => server?.close());

const grant = (pilot: TestPilot, amount: number, entry?: XpEntry) =>
  server.database.db.transaction((tx) => grantXp(tx, pilot.id, amount, clock.now(), entry));

/** A pilot's XP, the sum of their XP ledger, and the sum of their season totals. */
async function books(pilot: TestPilot) {
  const db = server.database.db;
  const [user] = await db.select({ xp: users.xp }).from(users).where(eq(users.id, pilot.id));
  const [ledger] = await db.select({ total: sql<number>`coalesce(sum(${xpTransactions.amount}), 0)::int` }).from(xpTransactions).where(eq(xpTransactions.user_id, pilot.id));
  const [seasons] = await db.select({ total: sql<number>`coalesce(sum(${seasonScores.xp}), 0)::int` }).from(seasonScores).where(eq(seasonScores.user_id, pilot.id));
  return { xp: user!.xp, ledger: ledger!.total, seasons: seasons!.total };
}

async function seasonBoard(pilot: TestPilot) {
  const reply = await server.api("/functions/getLeaderboard", { method: "POST", token: pilot.token, body: { period: "season" } });
  return getLeaderboardContract.result.parse(reply.body);
}

describe("XP ledger", () => {
  it("records each change with its amount, reason, reference, time and the XP after it", async () => {
    const pilot = await server.pilot();
    expect(await grant(pilot, 30, { reason: "quest_reward", referenceId: "quest-1" })).toBe(30);
    expect(await grant(pilot, 12)).toBe(12);
    expect(await grant(pilot, -100, { reason: "card_effect", referenceId: "card-9" })).toBe(-42); // stops at 0
    expect(await grant(pilot, -5, { reason: "card_effect" })).toBe(0); // nothing left to lose: no row
    const rows = await server.database.db.select().from(xpTransactions).where(eq(xpTransactions.user_id, pilot.id)).orderBy(xpTransactions.xp_after);
    expect(rows.map(({ amount, reason, reference_id, xp_after }) => ({ amount, reason, reference_id, xp_after }))).toEqual([
      { amount: -42, reason: "card_effect", reference_id: "card-9", xp_after: 0 },
      { amount: 30, reason: "quest_reward", reference_id: "quest-1", xp_after: 30 },
      { amount: 12, reason: "other", reference_id: null, xp_after: 42 },
    ]);
    expect(rows[0]!.created_date).toEqual(clock.now());
    expect(await books(pilot)).toEqual({ xp: 0, ledger: 0, seasons: 0 });
  });

  it("records the doubled amount an admiral actually gets", async () => {
    const pilot = await server.pilot();
    await economy(server).setUser(pilot, { membershipTier: "admiral" });
    expect(await grant(pilot, 20, { reason: "battle_entry" })).toBe(40);
    expect(await books(pilot)).toEqual({ xp: 40, ledger: 40, seasons: 40 });
  });

  it("keeps xp == sum of the XP ledger == sum of season totals under 50 parallel gains and losses (races, run on PostgreSQL too)", async () => {
    const pilot = await server.pilot();
    await grant(pilot, 100);
    const amounts = Array.from({ length: 50 }, (_, i) => (i % 3 === 0 ? -35 : 20));
    const results = await Promise.all(amounts.map((amount) => grant(pilot, amount, { reason: "card_effect" })));
    const { xp, ledger, seasons } = await books(pilot);
    expect(ledger).toBe(xp);
    expect(seasons).toBe(xp);
    expect(xp).toBe(100 + results.reduce((sum, amount) => sum + amount, 0));
    const rows = await server.database.db.select().from(xpTransactions).where(eq(xpTransactions.user_id, pilot.id));
    // One row per change actually made (a loss at 0 XP makes none), and none below 0.
    expect(rows).toHaveLength(1 + results.filter((amount) => amount !== 0).length);
    expect(Math.min(...rows.map((row) => row.xp_after))).toBeGreaterThanOrEqual(0);
  });
});

describe("season board", () => {
  it("counts XP earned in the calendar month (UTC), rolls over at the month's end, and names the season's end", async () => {
    clock.set("2026-11-30T23:00:00Z");
    await server.database.db.execute(sql`delete from season_scores`);
    const early = await server.pilot("Early Ace");
    const late = await server.pilot("Late Ace");
    await grant(early, 300);
    await grant(late, 100, { reason: "battle_win", referenceId: "battle-1" });

    const november = await seasonBoard(early);
    expect(november.season).toEqual({ startsAt: "2026-11-01T00:00:00.000Z", endsAt: "2026-12-01T00:00:00.000Z" });
    expect(november.players.map((player) => [player.username, player.score, player.battlesWon])).toEqual([
      ["Early Ace", 300, 0],
      ["Late Ace", 100, 1],
    ]);

    clock.set("2026-12-01T00:00:00Z"); // the next season has begun: an empty board
    const december = await seasonBoard(early);
    expect(december.players).toEqual([]);
    expect(december.me).toBeNull();
    expect(december.season.endsAt).toBe("2027-01-01T00:00:00.000Z");

    await grant(late, 50);
    const after = await seasonBoard(early);
    expect(after.players.map((player) => [player.username, player.score, player.rank])).toEqual([["Late Ace", 50, 1]]);
    const allTime = await server.api("/functions/getLeaderboard", { method: "POST", token: early.token, body: { period: "all_time" } });
    expect(allTime.body.players.filter((player: { userId: string }) => [early.id, late.id].includes(player.userId)).map((player: { score: number }) => player.score)).toEqual([300, 150]);
  });

  it("keeps each season's score counts equal to its running totals", async () => {
    const { rows: kept } = await server.database.db.execute(sql`select season::text, level, key, pilots from season_histogram where pilots <> 0 order by 1, 2, 3`);
    const { rows: actual } = await server.database.db.execute(sql`select season::text, level, key, pilots from (
      select season, 0 as level, xp as key, count(*)::int as pilots from season_scores where xp > 0 and not banned group by season, xp
      union all select season, 1, xp >> 10, count(*)::int from season_scores where xp > 0 and not banned group by season, xp >> 10) c order by 1, 2, 3`);
    expect(actual.length).toBeGreaterThan(0);
    expect(kept).toEqual(actual);
  });

  it("breaks season ties by the season's wins, then the earliest sign-up", async () => {
    clock.set("2027-02-10T10:00:00Z");
    const first = await server.pilot("First Signed");
    const second = await server.pilot("Second Signed");
    const winner = await server.pilot("Winner");
    await grant(second, 100);
    await grant(first, 100);
    await grant(winner, 100, { reason: "battle_win" });
    const { players, me } = await seasonBoard(second);
    expect(players.map((player) => player.username)).toEqual(["Winner", "First Signed", "Second Signed"]);
    expect(me).toMatchObject({ username: "Second Signed", rank: 3 });
  });
});

import { getLeaderboardContract, type LeaderboardPeriod } from "@soundship/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantXp } from "../../src/core/xp/xp.ts";
import { manualClock } from "../helpers/economy.ts";
import { callAs } from "../helpers/overseer.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";

const clock = manualClock("2031-03-10T12:00:00Z");
let server: TestServer;
let admin: TestPilot;
beforeAll(async () => {
  server = await startServer({}, { clock });
  admin = await server.admin();
});
afterAll(() => server?.close());

const grant = (pilot: TestPilot, amount: number) => server.database.db.transaction((tx) => grantXp(tx, pilot.id, amount, clock.now()));

const ban = async (pilot: TestPilot) => expect((await callAs(server, admin, "overseerBanPilot", { pilot_id: pilot.id, reason: "Cheating" })).status).toBe(200);
const unban = async (pilot: TestPilot) => expect((await callAs(server, admin, "overseerUnbanPilot", { pilot_id: pilot.id, reason: "Cleared" })).status).toBe(200);

/** The board as `viewer` sees it: the listed pilots' ids, and the viewer's own rank. */
async function board(viewer: TestPilot, limit: number, period: LeaderboardPeriod = "season") {
  const reply = await callAs(server, viewer, "getLeaderboard", { limit, period });
  expect(reply.status).toBe(200);
  const { players, me } = getLeaderboardContract.result.parse(reply.body);
  return { listed: players.map((player) => player.userId), myRank: me?.rank ?? null };
}

/** Each season's kept score counts next to counts taken from the unbanned season rows. */
async function seasonCounts() {
  const db = server.database.db;
  const { rows: kept } = await db.execute(sql`select season::text, level, key, pilots from season_histogram where pilots <> 0 order by 1, 2, 3`);
  const { rows: actual } = await db.execute(sql`select season::text, level, key, pilots from (
    select season, 0 as level, xp as key, count(*)::int as pilots from season_scores where xp > 0 and not banned group by season, xp
    union all select season, 1, xp >> 10, count(*)::int from season_scores where xp > 0 and not banned group by season, xp >> 10) c order by 1, 2, 3`);
  return { kept, actual };
}

/** Four pilots scoring 3000 > 2000 > 1000 > 500 in the season of the clock (and all-time). */
async function fourPilots(prefix: string) {
  const [a, b, c, d] = await Promise.all(["A", "B", "C", "D"].map((name) => server.pilot(`${prefix} ${name}`)));
  const pilots = [a!, b!, c!, d!];
  for (const [i, pilot] of pilots.entries()) await grant(pilot, [3000, 2000, 1000, 500][i]!);
  return pilots;
}

describe("a ban on the season board", () => {
  it("takes the pilot off the list and moves everyone behind up a place; an unban puts it back", async () => {
    clock.set("2031-03-10T12:00:00Z");
    const [a, b, c, d] = await fourPilots("March");
    const before = { c: await board(c!, 2), d: await board(d!, 2) };
    expect(before.c).toEqual({ listed: [a!.id, b!.id], myRank: 3 });
    expect(before.d.myRank).toBe(4);

    await ban(b!);
    expect(await board(d!, 2)).toEqual({ listed: [a!.id, c!.id], myRank: 3 });
    expect(await board(c!, 3)).toEqual({ listed: [a!.id, c!.id, d!.id], myRank: 2 });
    // The all-time board leaves the pilot out as it did before.
    expect((await board(d!, 2, "all_time")).listed).toEqual([a!.id, c!.id]);
    const banned = await seasonCounts();
    expect(banned.kept).toEqual(banned.actual);

    await unban(b!);
    expect({ c: await board(c!, 2), d: await board(d!, 2) }).toEqual(before);
    expect((await board(d!, 2, "all_time")).listed).toEqual([a!.id, b!.id]);
    const { kept, actual } = await seasonCounts();
    expect(kept).toEqual(actual);
  });

  it("moves every season the pilot has a row in, and a season row begun while banned stays off", async () => {
    clock.set("2031-05-10T12:00:00Z");
    const [a, b, c, d] = await fourPilots("May");
    clock.set("2031-06-10T12:00:00Z");
    for (const [i, pilot] of [a!, b!, c!, d!].entries()) await grant(pilot, [40, 30, 20, 10][i]!);
    const boardOn = (day: string) => (viewer: TestPilot) => {
      clock.set(`${day}T00:00:00Z`);
      return board(viewer, 2);
    };
    const may = boardOn("2031-05-20");
    const june = boardOn("2031-06-20");
    expect(await may(d!)).toEqual({ listed: [a!.id, b!.id], myRank: 4 });
    expect(await june(d!)).toEqual({ listed: [a!.id, b!.id], myRank: 4 });

    await ban(b!);
    expect(await may(d!)).toEqual({ listed: [a!.id, c!.id], myRank: 3 });
    expect(await june(d!)).toEqual({ listed: [a!.id, c!.id], myRank: 3 });
    // XP earned while banned opens a July row that is off the board until the unban.
    clock.set("2031-07-02T00:00:00Z");
    await grant(b!, 5000);
    await grant(c!, 100);
    expect(await board(c!, 2)).toEqual({ listed: [c!.id], myRank: 1 });

    await unban(b!);
    expect(await may(d!)).toEqual({ listed: [a!.id, b!.id], myRank: 4 });
    expect(await june(d!)).toEqual({ listed: [a!.id, b!.id], myRank: 4 });
    clock.set("2031-07-03T00:00:00Z");
    expect(await board(c!, 2)).toEqual({ listed: [b!.id, c!.id], myRank: 2 });
    const { kept, actual } = await seasonCounts();
    expect(kept).toEqual(actual);
    expect(kept).toContainEqual({ season: "2031-07-01", level: 0, key: 5000, pilots: 1 });
  });
});

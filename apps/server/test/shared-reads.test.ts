import { getLeaderboardContract } from "@soundship/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { battles } from "../src/db/schema.ts";
import { manualClock } from "./helpers/economy.ts";
import { seedPilots } from "./helpers/pilots.ts";
import { startServer, type TestPilot, type TestServer } from "./helpers/server.ts";

// A server as production runs it: what every pilot sees alike is read once and shared for a while
// (here longer than the test, so what it shares is certain), while a pilot's own standing is read fresh.
const clock = manualClock("2026-12-01T12:00:00Z");
let server: TestServer;
let caller: TestPilot;
beforeAll(async () => {
  server = await startServer({ sharedReadsMs: 600_000 }, { clock });
  caller = await server.pilot("Caller Pilot");
});
afterAll(() => server?.close());

async function call(name: string, body: Record<string, unknown>) {
  const reply = await server.api(`/functions/${name}`, { method: "POST", token: caller.token, body });
  expect(reply.status).toBe(200);
  return reply.body;
}
const board = async (body: Record<string, unknown>) => getLeaderboardContract.result.parse(await call("getLeaderboard", body));
const deckTop = async (limit: number) => ((await call("starshipApi", { endpoint: `/leaderboard?limit=${limit}` })).players as { userId: string }[]).map((player) => player.userId);
const activeBattles = async () => ((await call("starshipApi", { endpoint: "/battles?status=active" })).battles as { trackId: string }[]).map((battle) => battle.trackId);

it("shares the top of a board between requests, but reads the caller's own standing every time", async () => {
  await seedPilots(server.database.db, [{ id: "s-1", xp: 300 }, { id: "s-2", xp: 200 }]);
  const first = await board({ limit: 1 });
  expect(first.players.map((player) => player.userId)).toEqual(["s-1"]);
  expect(first.me).toBeNull();

  await server.database.db.execute(sql`update users set xp = 500 where id = ${caller.id}`);
  const again = await board({ limit: 1 });
  expect(again.players).toEqual(first.players);
  // Outside the shared top, the caller's row comes from their own standing, read now.
  expect(again.me).toMatchObject({ userId: caller.id, score: 500, rank: 1 });

  // The Command Deck's top pilots are the same board: the same length shares the same read, and
  // another length is another read, which sees the change.
  expect(await deckTop(1)).toEqual(["s-1"]);
  expect(await deckTop(3)).toEqual([caller.id, "s-1", "s-2"]);
  const listed = await board({ limit: 2 });
  expect(listed.players.map((player) => player.userId)).toEqual([caller.id, "s-1"]);

  // In the shared list or not, the caller's own row is theirs as it is now.
  await server.database.db.execute(sql`update users set xp = 800 where id = ${caller.id}`);
  const later = await board({ limit: 2 });
  expect(later.players).toEqual(listed.players);
  expect(later.players[0]).toMatchObject({ userId: caller.id, score: 500 });
  expect(later.me).toMatchObject({ userId: caller.id, score: 800, rank: 1 });
});

it("shares Total Pilots between requests, but reads the caller's Galaxy Rank every time", async () => {
  const first = await call("galaxyRank", {});
  await server.database.db.execute(sql`update users set xp = 700 where id = ${caller.id}`);
  await server.pilot("Newcomer");
  const again = await call("galaxyRank", {});
  expect(again).toMatchObject({ totalPilots: first.totalPilots, rank: 1, score: 700 });
});

it("shares the Command Deck's active battles between requests", async () => {
  const window = { start_time: new Date("2026-12-01T11:00:00Z"), end_time: new Date("2026-12-01T13:00:00Z"), voting_end_time: new Date("2026-12-01T14:00:00Z") };
  await server.database.db.insert(battles).values({ title: "First Light", status: "active", host_email: caller.email, ...window });
  expect(await activeBattles()).toEqual(["First Light"]);
  await server.database.db.insert(battles).values({ title: "Second Wave", status: "active", host_email: caller.email, ...window });
  expect(await activeBattles()).toEqual(["First Light"]);
});

import { getLeaderboardContract, starshipApiContract } from "@soundship/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { seedPilots } from "../helpers/pilots.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";

// A server as production runs it: the top of each board is read once and shared for a while (here
// longer than the test, so what it shares is certain), while a pilot's own standing is read fresh.
let server: TestServer;
let caller: TestPilot;
beforeAll(async () => {
  server = await startServer({ boardCacheMs: 600_000 });
  caller = await server.pilot("Caller Pilot");
});
afterAll(() => server?.close());

async function call<T>(name: string, body: Record<string, unknown>, parse: (body: unknown) => T): Promise<T> {
  const reply = await server.api(`/functions/${name}`, { method: "POST", token: caller.token, body });
  expect(reply.status).toBe(200);
  return parse(reply.body);
}
const board = (body: Record<string, unknown>) => call("getLeaderboard", body, (reply) => getLeaderboardContract.result.parse(reply));
const deck = (limit: number) => call("starshipApi", { endpoint: `/leaderboard?limit=${limit}` }, (reply) => starshipApiContract.result.parse(reply));

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
  const topOf = async (limit: number) => ((await deck(limit)) as { players: { userId: string }[] }).players.map((player) => player.userId);
  expect(await topOf(1)).toEqual(["s-1"]);
  expect(await topOf(3)).toEqual([caller.id, "s-1", "s-2"]);
  expect((await board({ limit: 2 })).players.map((player) => player.userId)).toEqual([caller.id, "s-1"]);
});

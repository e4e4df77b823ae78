import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { pruneLiveEvents } from "../../src/core/live/live-bus.ts";
import { liveEvents, quests } from "../../src/db/schema.ts";
import { battleKit } from "../helpers/battles.ts";
import { economy, manualClock } from "../helpers/economy.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";
import { openStream, type OpenStream } from "./live-client.ts";

const clock = manualClock("2026-12-01T12:00:00Z");
let server: TestServer;
let kit: ReturnType<typeof battleKit>;
let books: ReturnType<typeof economy>;
const streams: OpenStream[] = [];

beforeAll(async () => {
  server = await startServer({}, { clock });
  kit = battleKit(server, clock);
  books = economy(server);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await server?.close();
});

const ticketOf = async (pilot: TestPilot) => {
  const reply = await server.api("/live/ticket", { method: "POST", token: pilot.token });
  expect(reply.status).toBe(200);
  return reply.body.ticket as string;
};

async function stream(pilot: TestPilot, battles = "all", lastEventId?: string) {
  const opened = await openStream(`${server.url}/api/apps/soundship/live?ticket=${encodeURIComponent(await ticketOf(pilot))}&battles=${battles}`, lastEventId);
  streams.push(opened);
  expect(opened.status).toBe(200);
  await opened.next((event) => event.event === "ready");
  return opened;
}

describe("live stream access", () => {
  it("needs a ticket minted for a signed-in session; the access token opens nothing", async () => {
    expect((await server.api("/live/ticket", { method: "POST" })).status).toBe(401);
    const pilot = await server.pilot();
    for (const ticket of [pilot.token, "forged.signature", ""]) {
      const reply = await fetch(`${server.url}/api/apps/soundship/live?ticket=${encodeURIComponent(ticket)}`, { headers: { accept: "text/event-stream" } });
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
    }
  });

  it("refuses a ticket past its minute", async () => {
    const pilot = await server.pilot();
    const ticket = await ticketOf(pilot);
    clock.set("2026-12-01T12:02:00Z");
    const reply = await fetch(`${server.url}/api/apps/soundship/live?ticket=${encodeURIComponent(ticket)}`, { headers: { accept: "text/event-stream" } });
    expect(reply.status).toBe(401);
    clock.set("2026-12-01T12:00:00Z");
  });

  it("closes a stream when its session signs out, and refuses its unused tickets", async () => {
    const pilot = await server.pilot();
    const open = await stream(pilot);
    const spare = await ticketOf(pilot);
    expect((await server.api("/auth/logout", { method: "POST", token: pilot.token })).status).toBe(200);
    await open.closed;
    const reply = await fetch(`${server.url}/api/apps/soundship/live?ticket=${encodeURIComponent(spare)}`, { headers: { accept: "text/event-stream" } });
    expect(reply.status).toBe(401);
  });
});

describe("a pilot's stream", () => {
  it("carries the balance, inventory and quest progress of a purchase, and only to its pilot", async () => {
    await server.database.db.insert(quests).values({ title: "Shop once", quest_type: "story", stardust_reward: 10, objective_event: "purchase", objective_count: 1 });
    const [buyer, other] = [await server.pilot(), await server.pilot()];
    const [mine, theirs] = [await stream(buyer), await stream(other)];
    expect((await books.invoke(buyer, "purchaseItem", { item_id: "shield_pack" })).status).toBe(200);
    const balance = await mine.next((event) => event.event === "balance");
    expect(balance.data).toEqual({ stardust: (await books.books(buyer)).balance });
    await mine.next((event) => event.event === "inventory");
    const progress = await mine.next((event) => event.event === "quest_progress");
    expect(progress.data.progress).toBe(100);
    expect(Number(balance.id)).toBeGreaterThan(0);
    expect(theirs.events.filter((event) => event.event !== "ready" && !event.event.startsWith("battle") && event.event !== "tournament")).toEqual([]);
  });

  it("publishes nothing for a refused call", async () => {
    const pilot = await server.pilot();
    const open = await stream(pilot);
    const refused = await books.invoke(pilot, "purchaseItem", { item_id: "rank_boost" });
    expect(refused.status).toBe(402);
    await books.grant(pilot, 1);
    await open.next((event) => event.event === "balance" && event.data.stardust === 101);
    expect(open.events.filter((event) => event.event === "balance")).toHaveLength(1);
  });

  it("replays every missed event after Last-Event-ID, in order", async () => {
    const pilot = await server.pilot();
    const first = await stream(pilot);
    await books.grant(pilot, 1);
    // The grant's own event: one written before the stream opened (at sign-up) may still reach it
    // over the bus, so "the first balance event" is not always this one.
    const seen = await first.next((event) => event.event === "balance" && event.data.stardust === 101);
    first.close();
    await books.grant(pilot, 2);
    await books.grant(pilot, 3);
    const again = await stream(pilot, "all", seen.id);
    await again.next((event) => event.event === "balance" && event.data.stardust === 106);
    expect(again.events.filter((event) => event.event === "balance").map((event) => event.data.stardust)).toEqual([103, 106]);
  });

  it("sends refresh when the missed events are no longer kept", async () => {
    const pilot = await server.pilot();
    const first = await stream(pilot);
    await books.grant(pilot, 1);
    // The grant's own event: one written before the stream opened (at sign-up) may still reach it
    // over the bus, so "the first balance event" is not always this one.
    const seen = await first.next((event) => event.event === "balance" && event.data.stardust === 101);
    first.close();
    await books.grant(pilot, 2);
    // Everything up to now passes its retention and is pruned, as the upkeep job does.
    await server.database.db.update(liveEvents).set({ created_at: sql`now() - interval '1 hour'` });
    expect(await pruneLiveEvents(server.database.db)).toBeGreaterThan(0);
    const again = await stream(pilot, "all", seen.id);
    await again.next((event) => event.event === "refresh");
    expect(again.events.filter((event) => event.event === "balance")).toEqual([]);
  });
});

describe("a battle's stream", () => {
  it("carries entries, votes, phases and the settlement with the winner", async () => {
    const host = await kit.pilotOf("commander", "Live Host");
    await books.grant(host, 500);
    const { id, when } = await kit.scheduled(host, { title: "Live Battle", prize_pool: 100 });
    const watcher = await server.pilot("Watcher");
    const open = await stream(watcher, id);
    const entrant = await kit.pilotOf("cadet", "Entrant");
    clock.set(when.active);
    await kit.tick();
    await open.next((event) => event.event === "battle_phase" && event.data.status === "active");
    const entry = await kit.enter(entrant, id, (await kit.track(entrant)).id);
    expect(entry.status).toBe(200);
    expect((await open.next((event) => event.event === "battle_entrants")).data).toMatchObject({ battle_id: id, entrants: 1 });
    clock.set(when.voting);
    await kit.tick();
    await open.next((event) => event.event === "battle_phase" && event.data.status === "voting");
    expect((await kit.score(watcher, entry.body.submission.id, { creativity: 8, technical: 8, impact: 8 })).status).toBe(200);
    expect((await open.next((event) => event.event === "battle_votes")).data).toMatchObject({ battle_id: id, votes: 1 });
    clock.set(when.completed);
    await kit.tick();
    const settled = await open.next((event) => event.event === "battle_settled");
    expect(settled.data).toMatchObject({ battle_id: id, status: "completed", winner_id: entrant.id });
  });
});

describe("shutdown", () => {
  it("ends every open stream so the server can close and clients reconnect elsewhere", async () => {
    const pilot = await server.pilot();
    const open = await stream(pilot);
    expect(server.app.services.live.hub.size).toBeGreaterThan(0);
    await server.app.close();
    await open.closed;
    expect(server.app.services.live.hub.size).toBe(0);
  });
});

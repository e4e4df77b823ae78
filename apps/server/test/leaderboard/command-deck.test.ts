import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { battles, beatSubmissions } from "../../src/db/schema.ts";
import { manualClock } from "../helpers/economy.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";

const clock = manualClock("2026-12-01T12:00:00Z");
let server: TestServer;
let host: TestPilot;
beforeAll(async () => {
  server = await startServer({}, { clock });
  host = await server.pilot("Host Pilot");
});
afterAll(() => server?.close());

const feed = (endpoint: string) => server.api("/functions/starshipApi", { method: "POST", token: host.token, body: { endpoint } });

describe("the Command Deck's battle feed", () => {
  it("answers no battles while none is active", async () => {
    expect((await feed("/battles?status=active")).body).toEqual({ ok: true, battles: [] });
  });

  it("lists active battles only, earliest start first, with their entrants and mode", async () => {
    const db = server.database.db;
    const times = (start: string) => ({ start_time: new Date(start), end_time: new Date("2030-01-01T00:00:00Z"), voting_end_time: new Date("2030-01-02T00:00:00Z") });
    const [later, earlier] = await db
      .insert(battles)
      .values([
        { title: "Orbit Cipher", battle_type: "freestyle_cipher", status: "active", host_email: host.email, ...times("2026-11-20T00:00:00Z") },
        { title: "Nebula Run", status: "active", host_email: host.email, ...times("2026-11-19T00:00:00Z") },
        { title: "Not Yet", status: "upcoming", host_email: host.email, ...times("2026-12-19T00:00:00Z") },
      ])
      .returning();
    const entrants = await Promise.all([server.pilot(), server.pilot()]);
    const submissions = await db
      .insert(beatSubmissions)
      .values(entrants.map((pilot, index) => ({ battle_id: later!.id, user_email: pilot.email, title: `Entry ${index}`, beat_url: "/files/x.wav" })))
      .returning();

    const reply = await feed("/battles?status=active");
    expect(reply.body.battles).toEqual([
      { battleId: earlier!.id, trackId: "Nebula Run", opponents: [], mode: "beat_battle" },
      { battleId: later!.id, trackId: "Orbit Cipher", opponents: expect.arrayContaining(submissions.map((row) => row.id)), mode: "freestyle_cipher" },
    ]);
    expect(reply.body.battles[1].opponents).toHaveLength(2);
  });

  it("lists what the plain rule lists: active by the clock, never cancelled, equal starts by id", async () => {
    const db = server.database.db;
    const window = { end_time: new Date("2030-01-01T00:00:00Z"), voting_end_time: new Date("2030-01-02T00:00:00Z") };
    const start = new Date("2026-11-21T00:00:00Z");
    await db.insert(battles).values([
      ...["Twin B", "Twin A"].map((title) => ({ title, status: "active", host_email: host.email, start_time: start, ...window })),
      { title: "Called Off", status: "cancelled", host_email: host.email, start_time: start, ...window, cancelled_at: start, settled_at: start },
      { title: "Voting Now", status: "voting", host_email: host.email, start_time: new Date("2026-01-01T00:00:00Z"), end_time: start, voting_end_time: window.end_time },
    ]);
    const now = clock.now();
    const plain = (await db.select().from(battles))
      .filter((battle) => !battle.cancelled_at && battle.start_time <= now && battle.end_time > now)
      .sort((a, b) => a.start_time.getTime() - b.start_time.getTime() || (a.id < b.id ? -1 : 1))
      .map((battle) => battle.id);
    const reply = await feed("/battles?status=active");
    expect(reply.body.battles.map((battle: { battleId: string }) => battle.battleId)).toEqual(plain);
    expect(plain).toHaveLength(4);
  });

  it("refuses other endpoints and statuses", async () => {
    expect((await feed("/battles?status=voting")).status).toBe(400);
    expect((await feed("/pilots")).status).toBe(400);
    expect((await feed("/leaderboard?limit=0")).status).toBe(400);
  });
});

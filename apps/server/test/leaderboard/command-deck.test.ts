import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { battles, beatSubmissions } from "../../src/db/schema.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";

let server: TestServer;
let host: TestPilot;
beforeAll(async () => {
  server = await startServer();
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

  it("refuses other endpoints and statuses", async () => {
    expect((await feed("/battles?status=voting")).status).toBe(400);
    expect((await feed("/pilots")).status).toBe(400);
    expect((await feed("/leaderboard?limit=0")).status).toBe(400);
  });
});

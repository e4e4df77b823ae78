import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { battles, beats, beatSubmissions, tournamentEntries, tournaments } from "../src/db/schema.ts";
import { startServer, type TestPilot, type TestServer } from "./helpers/server.ts";

let server: TestServer;
let admin: TestPilot;
let host: TestPilot;

beforeAll(async () => {
  server = await startServer();
  admin = await server.admin();
  host = await server.pilot("Host");
});
afterAll(() => server?.close());

const db = () => server.database.db;
const times = { start_time: new Date("2026-12-01T00:00:00Z"), end_time: new Date("2026-12-08T00:00:00Z"), voting_end_time: new Date("2026-12-11T00:00:00Z") };
const tournamentBody = { name: "Nebula Cup", starts_at: "2026-12-01T18:00:00.000Z", ends_at: "2026-12-08T18:00:00.000Z", max_players: 64, entry_fee: 50 };

/** A battle as createBattle leaves it (the host's prize pool escrowed), with or without an entrant. */
async function battle({ prizePool, entrant }: { prizePool: number; entrant?: TestPilot }) {
  const [row] = await db().insert(battles).values({ title: "Orbit Clash", host_email: host.email, prize_pool: prizePool, entry_fee: 20, ...times }).returning();
  if (entrant) {
    const [beat] = await db().insert(beats).values({ user_email: entrant.email, title: "Entry", file_url: "/files/x.wav", pilot_name: "Entrant" }).returning();
    await db().insert(beatSubmissions).values({ battle_id: row!.id, beat_id: beat!.id, user_email: entrant.email, title: "Entry", beat_url: "/files/x.wav" });
  }
  return row!;
}

const entity = (path: string, method = "GET", body?: unknown) => server.api(`/entities/${path}`, { method, token: admin.token, body });

describe("admin edits that would move Stardust outside the ledger", () => {
  it("refuses changing a battle's entry fee or prize pool, naming the Overseer action, and keeps other edits", async () => {
    const row = await battle({ prizePool: 500 });
    for (const change of [{ prize_pool: 0 }, { entry_fee: 0 }, { title: "Renamed", prize_pool: 900 }]) {
      const refused = await entity(`Battle/${row.id}`, "PUT", change);
      expect(refused.status, JSON.stringify(change)).toBe(409);
      expect(refused.body).toMatchObject({ code: "CONFLICT", message: expect.stringContaining("cancel the battle from the Overseer (Cancel with refunds)") });
    }
    expect((await entity(`Battle/${row.id}`, "PUT", { title: "Renamed" })).body).toMatchObject({ title: "Renamed", prize_pool: 500, entry_fee: 20 });
  });

  it("refuses deleting a battle that holds an escrowed prize pool or entries, one by one or by query", async () => {
    const escrowed = await battle({ prizePool: 500 });
    const entered = await battle({ prizePool: 0, entrant: await server.pilot() });
    const free = await battle({ prizePool: 0 });
    for (const row of [escrowed, entered]) {
      const refused = await entity(`Battle/${row.id}`, "DELETE");
      expect(refused).toMatchObject({ status: 409, body: { code: "CONFLICT", message: expect.stringContaining("cancel it from the Overseer (Cancel with refunds)") } });
    }
    const byQuery = await server.api("/entities/Battle", { method: "DELETE", token: admin.token, body: { title: "Orbit Clash" } });
    expect(byQuery.status).toBe(409);
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(beatSubmissions).where(eq(beatSubmissions.battle_id, entered.id))).toEqual([{ n: 1 }]);
    expect((await entity(`Battle/${free.id}`)).status).toBe(200);
    expect((await entity(`Battle/${free.id}`, "DELETE")).status).toBe(200);
    expect((await entity(`Battle/${free.id}`, "DELETE")).status).toBe(404);
  });

  it("refuses deleting a tournament with entrants, and deletes one without", async () => {
    const joined = (await entity("Tournament", "POST", tournamentBody)).body;
    const empty = (await entity("Tournament", "POST", { ...tournamentBody, name: "Empty Cup" })).body;
    await db().insert(tournamentEntries).values({ tournament_id: joined.id, user_email: host.email });
    expect(await entity(`Tournament/${joined.id}`, "DELETE")).toMatchObject({ status: 409, body: { message: expect.stringContaining("entrants who paid to join") } });
    const all = await server.api("/entities/Tournament", { method: "DELETE", token: admin.token, body: { entry_fee: 50 } });
    expect(all.status).toBe(409);
    expect((await entity(`Tournament/${joined.id}`)).status).toBe(200);
    expect((await entity(`Tournament/${empty.id}`)).status).toBe(200);
    expect((await entity(`Tournament/${empty.id}`, "DELETE")).status).toBe(200);
  });
});

describe("money is stored exactly", () => {
  it("keeps a tournament's dollar prize pool as exact cents, and the API's numbers stay numbers", async () => {
    const names = ["Dime Cup", "Twenty Cup"];
    for (const [name, prize_pool] of [[names[0], 0.1], [names[1], 0.2]] as const) {
      expect((await entity("Tournament", "POST", { ...tournamentBody, name, prize_pool })).status).toBe(200);
    }
    const [sum] = await db()
      .select({ total: sql<string>`sum(${tournaments.prize_pool})::text` })
      .from(tournaments)
      .where(sql`${tournaments.name} in ${names}`);
    expect(sum!.total).toBe("0.30");
    const listed = await entity(`Tournament?q=${encodeURIComponent(JSON.stringify({ prize_pool: { $gte: 0.1, $lte: 0.2 } }))}&sort=prize_pool`);
    expect(listed.body.map((row: { prize_pool: unknown }) => row.prize_pool)).toEqual([0.1, 0.2]);
  });

  it("refuses fractions of a cent", async () => {
    const refused = await entity("Tournament", "POST", { ...tournamentBody, prize_pool: 10.005 });
    expect(refused).toMatchObject({ status: 400, body: { message: expect.stringContaining("must be dollars and cents") } });
  });
});

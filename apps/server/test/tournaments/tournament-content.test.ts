import { tournamentDetailsContract, tournamentStateAt } from "@soundship/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedStarterTournaments } from "../../src/core/seed/starter-tournaments.ts";
import { tournaments } from "../../src/db/schema.ts";
import { manualClock } from "../helpers/economy.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";

const clock = manualClock("2026-12-01T12:00:00Z");
let server: TestServer;
let admin: TestPilot;

beforeAll(async () => {
  server = await startServer({ battleTickSeconds: 0 }, { clock });
  admin = await server.admin();
});
afterAll(() => server?.close());

const form = { name: "Quasar Cup", starts_at: "2026-12-05T12:00:00Z", ends_at: "2026-12-08T12:00:00Z", max_players: 8, entry_fee: 10, min_tier: "explorer", prize_pool: 125.5 };
const details = async (pilot: TestPilot, id: string) =>
  tournamentDetailsContract.result.parse((await server.api("/functions/tournamentDetails", { method: "POST", token: pilot.token, body: { id } })).body);
const create = (pilot: TestPilot, body: object) => server.api("/entities/Tournament", { method: "POST", token: pilot.token, body });

describe("admin creation of tournaments through the entity API", () => {
  it("an admin creates a valid tournament; a pilot may not", async () => {
    const created = await create(admin, form);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: "Quasar Cup", current_players: 0, min_tier: "explorer", battle_type: "beat_battle", match_entry_hours: 48, match_voting_hours: 24 });
    const pilot = await server.pilot();
    // The champion's e-mail is private (decisions/007): admins read it, other pilots do not.
    expect(created.body).toHaveProperty("champion_email", null);
    expect((await server.api(`/entities/Tournament/${created.body.id}`, { token: pilot.token })).body).not.toHaveProperty("champion_email");
    expect((await create(pilot, form)).status).toBe(403);
  });

  it.each([
    ["dates out of order", { ends_at: "2026-12-05T12:00:00Z" }, "A tournament must start before it ends"],
    ["a negative fee", { entry_fee: -5 }, null],
    ["an unknown minimum tier", { min_tier: "captain" }, null],
    ["an unknown battle mode", { battle_type: "dance_off" }, null],
    ["a round with no time to enter", { match_entry_hours: 0 }, null],
    ["a judging window over 30 days", { match_voting_hours: 721 }, null],
  ])("refuses %s with a 400", async (_, change, message) => {
    const reply = await create(admin, { ...form, ...change });
    expect(reply.status).toBe(400);
    if (message) expect(reply.body.message).toBe(message);
  });

  it("refuses an update that puts the end before the start", async () => {
    const { body } = await create(admin, form);
    const reply = await server.api(`/entities/Tournament/${body.id}`, { method: "PUT", token: admin.token, body: { ends_at: "2026-12-01T12:00:00Z" } });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe("A tournament must start before it ends");
  });
});

describe("starter tournaments on an empty database", () => {
  it("seeds open, running and completed tournaments once, with demo pilots in the free ones", async () => {
    await server.database.db.delete(tournaments);
    expect(await seedStarterTournaments(server.database.db, clock.now())).toBe(4);
    expect(await seedStarterTournaments(server.database.db, clock.now())).toBe(0);
    const pilot = await server.pilot();
    const { body } = await server.api("/entities/Tournament?sort=-created_date&limit=50", { token: pilot.token });
    const states = body.map((t: { starts_at: string; ends_at: string }) => tournamentStateAt(t, clock.now()));
    expect(states).toEqual(["open", "open", "in_progress", "completed"]);
    expect(body.map((t: { state: string }) => t.state)).toEqual(states);
    expect(body.map((t: { current_players: number }) => t.current_players)).toEqual([0, 0, 5, 4]);
    expect(body[1].min_tier).toBe("commander");

    // The running one has a drawn bracket with live matches; the old one a champion.
    const running = await details(pilot, body[2].id);
    expect(running.rounds.map((round) => round.name)).toEqual(["Quarter-finals", "Semi-finals", "Final"]);
    expect(running.rounds[0]!.matches.filter((match) => match.bye)).toHaveLength(3);
    expect(running.rounds.flatMap((round) => round.matches).filter((match) => match.battle_status === "active")).toHaveLength(2);
    expect(running.champion).toBeNull();
    const done = await details(pilot, body[3].id);
    expect(done.rounds.map((round) => round.matches.map((match) => match.winner))).toEqual([["a", "a"], ["a"]]);
    expect(done.champion).toMatchObject({ seed: 1 });
    expect(done.tournament.state).toBe("completed");
  });
});

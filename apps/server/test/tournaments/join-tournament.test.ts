import { MESSAGES, TOURNAMENT_MESSAGES, type Tier } from "@soundship/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runTournamentTick } from "../../src/core/tournaments/tournament-tick.ts";
import { quests, stardustTransactions } from "../../src/db/schema.ts";
import type { battleKit } from "../helpers/battles.ts";
import { manualClock, type economy } from "../helpers/economy.ts";
import type { TestServer } from "../helpers/server.ts";
import { tournamentServer, type tournamentKit } from "../helpers/tournaments.ts";

const clock = manualClock("2026-12-01T12:00:00Z");
let server: TestServer;
let kit: ReturnType<typeof tournamentKit>;
let pilots: ReturnType<typeof battleKit>;
let books: ReturnType<typeof economy>;

beforeAll(async () => {
  ({ server, kit, pilots, books } = await tournamentServer(clock));
});
afterAll(() => server?.close());

describe("joinTournament refusals: SPEC.md section 5's texts", () => {
  it("an anonymous caller: 401 'Login required'", async () => {
    const { id } = await kit.open();
    const reply = await server.api("/functions/joinTournament", { method: "POST", body: { id, pilotId: "someone@soundship.test" } });
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe(MESSAGES.loginRequired);
  });

  const tierCases: [Tier | null, Tier, number, string | null][] = [
    [null, "cadet", 403, MESSAGES.tierRequired("cadet")],
    ["cadet", "explorer", 403, MESSAGES.tierRequired("explorer")],
    ["explorer", "commander", 403, MESSAGES.tierRequired("commander")],
    ["commander", "admiral", 403, MESSAGES.tierRequired("admiral")],
    ["cadet", "cadet", 200, null],
    ["explorer", "explorer", 200, null],
    ["commander", "explorer", 200, null],
    ["admiral", "admiral", 200, null],
  ];
  it.each(tierCases)("a pilot of tier %s (null: no membership) on a tournament for %s and up: %i %s", async (tier, minimum, status, message) => {
    const { id } = await kit.open({ min_tier: minimum });
    const pilot = await pilots.pilotOf(tier);
    const reply = await kit.join(pilot, id);
    expect(reply.status).toBe(status);
    if (message) expect(reply.body).toMatchObject({ ok: false, error: message, message, code: "TIER_REQUIRED" });
    else expect(reply.body).toEqual({ ok: true });
  });

  it("no membership on a tournament without a minimum tier: enrolled", async () => {
    const { id } = await kit.open({ min_tier: null });
    expect((await kit.join(await pilots.pilotOf(null), id)).body).toEqual({ ok: true });
  });

  it("an entrant joining again: 409 'Already enrolled in this tournament', charged once", async () => {
    const { id } = await kit.open();
    const pilot = await pilots.pilotOf("cadet");
    expect((await kit.join(pilot, id)).status).toBe(200);
    const again = await kit.join(pilot, id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ ok: false, error: MESSAGES.alreadyEnrolled, code: "ALREADY_ENROLLED" });
    expect(await books.books(pilot)).toEqual({ balance: 50, ledger: 50 });
  });

  it("a full tournament refuses a commander with 'Tournament at full capacity'; an admiral joins anyway", async () => {
    const { id } = await kit.open({ max_players: 2, entry_fee: 0 });
    for (const tier of ["cadet", "cadet"] as const) expect((await kit.join(await pilots.pilotOf(tier), id)).status).toBe(200);
    const late = await kit.join(await pilots.pilotOf("commander"), id);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ ok: false, error: MESSAGES.tournamentFull, code: "TOURNAMENT_FULL" });
    expect((await kit.join(await pilots.pilotOf("admiral"), id)).body).toEqual({ ok: true });
    expect((await kit.stored(id)).current_players).toBe(3);
  });

  it("a pilotId that is not the caller's e-mail is refused, and nobody is enrolled", async () => {
    const { id } = await kit.open();
    const [pilot, other] = [await pilots.pilotOf("cadet"), await pilots.pilotOf("cadet")];
    const reply = await kit.join(pilot, id, other.email);
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ ok: false, error: TOURNAMENT_MESSAGES.notYourself });
    expect(await kit.entries(id)).toBe(0);
  });

  it("a fee above the balance: 402 'Insufficient Stardust!'", async () => {
    const { id } = await kit.open({ entry_fee: 101 });
    const reply = await kit.join(await pilots.pilotOf("cadet"), id);
    expect(reply.status).toBe(402);
    expect(reply.body).toMatchObject({ ok: false, error: MESSAGES.insufficientStardust });
  });

  it("an unknown tournament: 404", async () => {
    const reply = await kit.join(await pilots.pilotOf("cadet"), "no-such-tournament");
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe(TOURNAMENT_MESSAGES.tournamentNotFound);
  });

  it("after starts_at the clock closes entry, even before the job stores the state", async () => {
    const tournament = await kit.open();
    const pilot = await pilots.pilotOf("cadet");
    clock.advanceDays(3);
    try {
      expect((await kit.stored(tournament.id)).state).toBe("open");
      const reply = await kit.join(pilot, tournament.id);
      expect(reply.status).toBe(409);
      expect(reply.body).toMatchObject({ ok: false, error: TOURNAMENT_MESSAGES.notOpen, code: "TOURNAMENT_CLOSED" });
    } finally {
      clock.advanceDays(-3);
    }
  });
});

describe("joinTournament success", () => {
  it("debits the fee through the ledger (explorer 10% off) and counts the place", async () => {
    const { id } = await kit.open({ entry_fee: 50 });
    const explorer = await pilots.pilotOf("explorer");
    expect((await kit.join(explorer, id)).body).toEqual({ ok: true });
    expect(await books.books(explorer)).toEqual({ balance: 55, ledger: 55 });
    const [row] = await server.database.db
      .select()
      .from(stardustTransactions)
      .where(and(eq(stardustTransactions.user_email, explorer.email), eq(stardustTransactions.transaction_type, "tournament_entry")));
    expect([row!.amount, row!.reference_id]).toEqual([-45, id]);
    expect((await kit.stored(id)).current_players).toBe(1);
    expect(await kit.entries(id)).toBe(1);
  });
});

describe("the tournament_join quest event", () => {
  it("a join counts toward a 'join a tournament' quest; a refused join does not", async () => {
    await server.database.db.insert(quests).values({ title: "Enter the Arena", quest_type: "story", stardust_reward: 25, objective_event: "tournament_join", objective_count: 2 });
    const pilot = await pilots.pilotOf("cadet");
    const progress = async () =>
      (await pilots.invoke(pilot, "questBoard", { quest_type: "story" })).body.quests.find((quest: { title: string }) => quest.title === "Enter the Arena").progress;
    const { id } = await kit.open({ entry_fee: 0 });
    expect((await kit.join(pilot, id)).status).toBe(200);
    expect(await progress()).toBe(50);
    expect((await kit.join(pilot, id)).status).toBe(409);
    expect(await progress()).toBe(50);
    expect((await kit.join(pilot, (await kit.open({ entry_fee: 0 })).id)).status).toBe(200);
    expect(await progress()).toBe(100);
  });
});

describe("tournament state by the dates", () => {
  it("the tick stores open, in_progress and completed as the clock passes starts_at and ends_at", async () => {
    const { id } = await kit.open();
    const start = clock.now().getTime();
    await runTournamentTick(server.database.db, new Date(start + 86_400_000), null);
    expect((await kit.stored(id)).state).toBe("open");
    await runTournamentTick(server.database.db, new Date(start + 3 * 86_400_000), null);
    expect((await kit.stored(id)).state).toBe("in_progress");
    await runTournamentTick(server.database.db, new Date(start + 8 * 86_400_000), null);
    expect((await kit.stored(id)).state).toBe("completed");
  });

  it("every entity read shows the clock's state before the tick stores it", async () => {
    const { id } = await kit.open();
    const pilot = await pilots.pilotOf(null);
    clock.advanceDays(3);
    try {
      expect((await kit.stored(id)).state).toBe("open");
      expect((await server.api(`/entities/Tournament/${id}`, { token: pilot.token })).body.state).toBe("in_progress");
      const listed = await server.api(`/entities/Tournament?q=${encodeURIComponent(JSON.stringify({ id }))}`, { token: pilot.token });
      expect(listed.body.map((t: { state: string }) => t.state)).toEqual(["in_progress"]);
    } finally {
      clock.advanceDays(-3);
    }
  });

  it("the database refuses starts_at on or after ends_at", async () => {
    const now = clock.now();
    await expect(kit.open({ starts_at: now, ends_at: now })).rejects.toThrow();
  });
});

import { createBattleContract, MESSAGES, type Tier } from "@soundship/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { battleKit, schedule } from "../helpers/battles.ts";
import { economy, manualClock } from "../helpers/economy.ts";
import { startServer, type TestServer } from "../helpers/server.ts";

const clock = manualClock("2026-12-01T12:00:00Z");
let server: TestServer;
let kit: ReturnType<typeof battleKit>;
let books: ReturnType<typeof economy>;
beforeAll(async () => {
  server = await startServer({}, { clock });
  kit = battleKit(server, clock);
  books = economy(server);
});
afterAll(() => server?.close());

describe("createBattle", () => {
  it.each<[string, Tier | null, number, string | null]>([
    ["no membership", null, 403, MESSAGES.tierRequired("commander")],
    ["cadet", "cadet", 403, MESSAGES.tierRequired("commander")],
    ["explorer", "explorer", 403, MESSAGES.tierRequired("commander")],
    ["commander", "commander", 200, null],
    ["admiral", "admiral", 200, null],
  ])("as %s (%s): %i", async (_who, tier, status, message) => {
    const host = await kit.pilotOf(tier, "Nova Host");
    const reply = await kit.create(host, { title: "Nebula Clash", prize_pool: 40, ...schedule(clock.now()) });
    expect(reply.status).toBe(status);
    if (message) {
      expect(reply.body).toMatchObject({ ok: false, code: "TIER_REQUIRED", error: message, message });
      expect(await books.books(host)).toEqual({ balance: 100, ledger: 100 });
      return;
    }
    const { battle, stardust } = createBattleContract.result.parse(reply.body);
    expect(battle).toMatchObject({ title: "Nebula Clash", status: "upcoming", prize_pool: 40, pot: 40, entrants: 0, host_callsign: "Nova Host" });
    expect(JSON.stringify(reply.body)).not.toContain(host.email);
    expect(stardust).toBe(60);
    expect(await books.books(host)).toEqual({ balance: 60, ledger: 60 });
    const ledger = await server.api("/entities/StardustTransaction?sort=-created_date&limit=1", { token: host.token });
    expect(ledger.body[0]).toMatchObject({ transaction_type: "battle_prize_escrow", amount: -40, reference_id: battle.id });
  });

  it("counts a Rank Boost to commander as commander", async () => {
    const host = await kit.pilotOf("explorer");
    await books.setUser(host, { rankBoostTier: "commander", rankBoostUntil: new Date("2026-12-20T00:00:00Z") });
    expect((await kit.create(host, {})).status).toBe(200);
  });

  it("applies SPEC.md's defaults and fills empty times: now, +7 days, +3 more days", async () => {
    const host = await kit.pilotOf("commander");
    const reply = await kit.create(host, { entry_fee: "", prize_pool: "abc", start_time: "", end_time: null });
    expect(reply.status).toBe(200);
    expect(reply.body.battle).toMatchObject({
      title: "",
      battle_type: "beat_battle",
      genre: "hip-hop",
      entry_fee: 0,
      prize_pool: 0,
      max_participants: 10,
      start_time: "2026-12-01T12:00:00.000Z",
      end_time: "2026-12-08T12:00:00.000Z",
      voting_end_time: "2026-12-11T12:00:00.000Z",
      // Stored as upcoming; a start of "now" is active by the clock at once.
      status: "active",
      next_phase_at: "2026-12-08T12:00:00.000Z",
    });
  });

  it("parses numbers as integers and takes 0 participants as no cap", async () => {
    const host = await kit.pilotOf("admiral");
    const reply = await kit.create(host, { entry_fee: "12.5", prize_pool: 7.9, max_participants: "0" });
    expect(reply.body.battle).toMatchObject({ entry_fee: 12, prize_pool: 7, max_participants: 0, pot: 7 });
  });

  it.each([
    [{ max_participants: 1001 }, "max_participants"],
    [{ entry_fee: -1 }, "entry_fee"],
    [{ battle_type: "ranked" }, "battle_type"],
    [{ genre: "techno" }, "genre"],
    [{ start_time: "tomorrow" }, "start_time"],
  ])("refuses %j with a 400 naming the field", async (form, field) => {
    const host = await kit.pilotOf("commander");
    const reply = await kit.create(host, form);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(field);
  });

  it.each([
    [{ start_time: "2026-12-03T00:00:00Z", end_time: "2026-12-02T00:00:00Z" }, "End time must be after the start time"],
    [{ end_time: "2026-12-03T00:00:00Z", voting_end_time: "2026-12-03T00:00:00Z" }, "Voting end time must be after the end time"],
    // The start defaults to now, which is after this end.
    [{ end_time: "2026-11-30T00:00:00Z" }, "End time must be after the start time"],
  ])("refuses times out of order (%j) saying which", async (form, message) => {
    const host = await kit.pilotOf("commander");
    const reply = await kit.create(host, form);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(message);
    expect(await books.books(host)).toEqual({ balance: 100, ledger: 100 });
  });

  it("refuses a prize pool the host cannot cover with 'Insufficient Stardust!' and creates nothing", async () => {
    const host = await kit.pilotOf("commander");
    const reply = await kit.create(host, { title: "Too Rich", prize_pool: 101 });
    expect(reply).toMatchObject({ status: 402, body: { ok: false, message: MESSAGES.insufficientStardust } });
    const list = await kit.invoke(host, "battleList", {});
    expect(list.body.battles.map((battle: { title: string }) => battle.title)).not.toContain("Too Rich");
  });

  it("needs a signed-in pilot", async () => {
    expect((await server.api("/functions/createBattle", { method: "POST", body: {} })).status).toBe(401);
  });
});

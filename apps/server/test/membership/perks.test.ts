import { MESSAGES, RULE_MESSAGES } from "@soundship/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consumeBattleEntry } from "../../src/core/membership/battle-entries.ts";
import { effectiveTier } from "../../src/core/membership/effective-tier.ts";
import { grantDueSupernovas } from "../../src/core/membership/supernovas.ts";
import { assertBattleMode, assertCanCreateBattles } from "../../src/core/membership/tier-rules.ts";
import { grantXp } from "../../src/core/xp/xp.ts";
import { supernovaTransactions, users } from "../../src/db/schema.ts";
import { economy, manualClock } from "../helpers/economy.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";

const START = "2026-11-21T12:00:00.000Z";
const clock = manualClock(START);
let server: TestServer;
let hq: ReturnType<typeof economy>;
beforeAll(async () => {
  server = await startServer({}, { clock });
  hq = economy(server);
});
afterAll(() => server?.close());

const subscribe = (pilot: TestPilot, tier: string, billing_cycle = "monthly") => hq.invoke(pilot, "subscribe", { tier, billing_cycle });
const enter = (pilot: TestPilot) => server.database.db.transaction((tx) => consumeBattleEntry(tx, pilot.id, clock.now()));
const tierOf = async (pilot: TestPilot) => {
  const [user] = await server.database.db.select().from(users).where(eq(users.id, pilot.id));
  return effectiveTier(user!, clock.now());
};

/** Enters `times` battles and answers where each entry came from. */
async function enterTimes(pilot: TestPilot, times: number) {
  const sources: string[] = [];
  for (let i = 0; i < times; i++) sources.push(await enter(pilot));
  return sources;
}

describe("monthly battle entries", () => {
  it("gives a cadet 20 a month, then uses bonus entries, then refuses", async () => {
    clock.set(START);
    const pilot = await server.pilot();
    await subscribe(pilot, "cadet");
    await hq.setUser(pilot, { bonusBattleEntries: 1 });
    expect(await enterTimes(pilot, 21)).toEqual([...Array(20).fill("membership"), "bonus"]);
    await expect(enter(pilot)).rejects.toMatchObject({ code: "RULE_REFUSED", message: RULE_MESSAGES.battleEntriesUsed });
    expect((await hq.invoke(pilot, "membershipOverview")).body.battle_entries).toEqual({ used: 20, limit: 20 });
    expect((await hq.me(pilot)).inventory.bonus_battle_entries).toBe(0);
  });

  it("gives an explorer 25, and starts again after 30 days inside an annual period", async () => {
    clock.set(START);
    const pilot = await server.pilot();
    await subscribe(pilot, "explorer", "annual");
    await enterTimes(pilot, 25);
    await expect(enter(pilot)).rejects.toMatchObject({ code: "RULE_REFUSED" });
    clock.advanceDays(30);
    expect((await hq.invoke(pilot, "membershipOverview")).body.battle_entries).toEqual({ used: 0, limit: 25 });
    expect(await enter(pilot)).toBe("membership");
    expect((await hq.invoke(pilot, "membershipOverview")).body.battle_entries).toEqual({ used: 1, limit: 25 });
  });

  it("never runs out for commanders and admirals", async () => {
    clock.set(START);
    for (const tier of ["commander", "admiral"]) {
      const pilot = await server.pilot();
      await subscribe(pilot, tier);
      expect(new Set(await enterTimes(pilot, 30))).toEqual(new Set(["membership"]));
      expect((await hq.invoke(pilot, "membershipOverview")).body.battle_entries).toEqual({ used: 30, limit: -1 });
    }
  });

  it("gives none without a membership: only bonus entries", async () => {
    const pilot = await server.pilot();
    await expect(enter(pilot)).rejects.toMatchObject({ code: "RULE_REFUSED" });
    await hq.setUser(pilot, { bonusBattleEntries: 2 });
    expect(await enterTimes(pilot, 2)).toEqual(["bonus", "bonus"]);
    await expect(enter(pilot)).rejects.toMatchObject({ code: "RULE_REFUSED" });
  });

  it("starts from 0 again when the pilot subscribes again", async () => {
    clock.set(START);
    const pilot = await server.pilot();
    await subscribe(pilot, "cadet");
    await enterTimes(pilot, 20);
    await subscribe(pilot, "explorer");
    expect((await hq.invoke(pilot, "membershipOverview")).body.battle_entries).toEqual({ used: 0, limit: 25 });
  });

  it("refuses the 21st of 25 parallel entries for a cadet (race)", async () => {
    clock.set(START);
    const pilot = await server.pilot();
    await subscribe(pilot, "cadet");
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => enter(pilot)));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(20);
    expect((await hq.invoke(pilot, "membershipOverview")).body.battle_entries).toEqual({ used: 20, limit: 20 });
  });
});

describe("battle modes and creating battles", () => {
  it("lets cadets use three modes and explorers all five, refusing with '{tier} tier or higher required'", async () => {
    clock.set(START);
    const cadet = await server.pilot();
    const explorer = await server.pilot();
    await subscribe(cadet, "cadet");
    await subscribe(explorer, "explorer");
    const cadetTier = await tierOf(cadet);
    for (const mode of ["beat_battle", "song_battle", "rap_on_beat"] as const) expect(() => assertBattleMode(cadetTier, mode)).not.toThrow();
    expect(() => assertBattleMode(cadetTier, "singer_showdown")).toThrow(MESSAGES.tierRequired("explorer"));
    expect(() => assertBattleMode(cadetTier, "freestyle_cipher")).toThrow(MESSAGES.tierRequired("explorer"));
    const explorerTier = await tierOf(explorer);
    expect(() => assertBattleMode(explorerTier, "freestyle_cipher")).not.toThrow();
    // A pilot without a membership enters the cadet's modes (DESIGN.md section 6, Tiers).
    expect(() => assertBattleMode(null, "beat_battle")).not.toThrow();
    expect(() => assertBattleMode(null, "singer_showdown")).toThrow(MESSAGES.tierRequired("explorer"));
  });

  it("lets commanders and admirals create battles, and refuses explorers", async () => {
    clock.set(START);
    const explorer = await server.pilot();
    const commander = await server.pilot();
    await subscribe(explorer, "explorer");
    await subscribe(commander, "commander");
    expect(() => assertCanCreateBattles(null)).toThrow(MESSAGES.tierRequired("commander"));
    const [explorerTier, commanderTier] = [await tierOf(explorer), await tierOf(commander)];
    expect(() => assertCanCreateBattles(explorerTier)).toThrow(MESSAGES.tierRequired("commander"));
    expect(() => assertCanCreateBattles(commanderTier)).not.toThrow();
  });
});

describe("admiral", () => {
  it("earns 2× XP while the membership lasts, and 1× once it lapses", async () => {
    clock.set(START);
    const pilot = await server.pilot();
    await subscribe(pilot, "admiral");
    expect(await server.database.db.transaction((tx) => grantXp(tx, pilot.id, 10, clock.now()))).toBe(20);
    await hq.setUser(pilot, { membershipTier: null });
    expect(await server.database.db.transaction((tx) => grantXp(tx, pilot.id, 10, clock.now()))).toBe(10);
  });
});

describe("Supernovas", () => {
  it("grants commanders their month's Supernovas once, and again the next month", async () => {
    clock.set(START);
    const commander = await server.pilot();
    const explorer = await server.pilot();
    await subscribe(commander, "commander");
    await subscribe(explorer, "explorer");
    expect((await hq.me(commander)).supernovas).toBe(10);
    expect((await hq.me(explorer)).supernovas).toBe(0);
    // Subscribing again this month, or the job on two instances at once, grants nothing more.
    await subscribe(commander, "admiral");
    await Promise.all([grantDueSupernovas(server.database.db, clock.now()), grantDueSupernovas(server.database.db, clock.now())]);
    expect((await hq.me(commander)).supernovas).toBe(10);

    clock.set("2026-12-01T00:00:00Z");
    await grantDueSupernovas(server.database.db, clock.now());
    expect((await hq.me(commander)).supernovas).toBe(20);
    const ledger = await server.database.db.select().from(supernovaTransactions).where(eq(supernovaTransactions.user_email, commander.email));
    expect(ledger.map((row) => [row.period, row.amount, row.balance_after]).sort()).toEqual([["2026-11", 10, 10], ["2026-12", 10, 20]]);
  });
});

describe("the Stardust Vault bundle (demo provider)", () => {
  it("credits 500 Stardust as bundle_purchase once per payment", async () => {
    const pilot = await server.pilot();
    const first = await hq.invoke(pilot, "purchaseStardustVault");
    expect(first.body).toEqual({ ok: true, provider: "demo", stardust: 600, checkout_url: null });
    const second = await hq.invoke(pilot, "purchaseStardustVault");
    expect(second.body.stardust).toBe(1100);
    const ledger = await server.api(`/entities/StardustTransaction?q=${encodeURIComponent(JSON.stringify({ transaction_type: "bundle_purchase" }))}`, { token: pilot.token });
    expect(ledger.body).toHaveLength(2);
    expect(ledger.body[0]).toMatchObject({ amount: 500, description: "Stardust Vault bundle" });
    expect(new Set(ledger.body.map((row: { reference_id: string }) => row.reference_id)).size).toBe(2);
    expect(await hq.books(pilot)).toEqual({ balance: 1100, ledger: 1100 });
  });
});

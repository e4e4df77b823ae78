import { MESSAGES, RULE_MESSAGES } from "@soundship/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { economy, manualClock } from "../helpers/economy.ts";
import { startServer, type TestServer } from "../helpers/server.ts";
import { race } from "../helpers/race.ts";

const clock = manualClock("2026-11-21T12:00:00Z");
let server: TestServer;
let shop: ReturnType<typeof economy>;
beforeAll(async () => {
  server = await startServer({}, { clock });
  shop = economy(server);
});
afterAll(() => server?.close());

const buy = (pilot: Parameters<typeof shop.invoke>[0], item_id: string) => shop.invoke(pilot, "purchaseItem", { item_id });

describe("purchaseItem", () => {
  it.each([
    ["battle_boost", 50, { bonus_battle_entries: 1 }],
    ["shield_pack", 100, { shields: 1 }],
    ["lucky_draw", 75, { extra_draws: 1 }],
    ["xp_multiplier", 150, { xp_multiplier_until: "2026-11-22T12:00:00.000Z" }],
    ["rank_boost", 500, { rank_boost_tier: "cadet", rank_boost_until: "2026-12-21T12:00:00.000Z" }],
  ])("sells %s for %i Stardust and grants it", async (item, cost, granted) => {
    const pilot = await server.pilot();
    await shop.grant(pilot, 500); // 600 in all
    const reply = await buy(pilot, item);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ ok: true, stardust: 600 - cost, item, inventory: granted });
    const me = await shop.me(pilot);
    expect(me.stardust).toBe(600 - cost);
    expect(me.inventory).toMatchObject(granted);
    const ledger = await server.api(`/entities/StardustTransaction?sort=-created_date&limit=1`, { token: pilot.token });
    expect(ledger.body[0]).toMatchObject({ transaction_type: "purchase", amount: -cost, reference_id: item, balance_after: 600 - cost });
    expect(await shop.books(pilot)).toEqual({ balance: 600 - cost, ledger: 600 - cost });
  });

  it("refuses with 'Insufficient Stardust!' and changes nothing", async () => {
    const pilot = await server.pilot(); // 100 Stardust
    const reply = await buy(pilot, "shield_pack");
    expect(reply.status).toBe(200);
    const broke = await buy(pilot, "battle_boost");
    expect(broke).toMatchObject({ status: 402, body: { ok: false, error: MESSAGES.insufficientStardust, message: MESSAGES.insufficientStardust } });
    const me = await shop.me(pilot);
    expect(me).toMatchObject({ stardust: 0, inventory: { shields: 1, bonus_battle_entries: 0 } });
  });

  it("never sells the Stardust Vault bundle for Stardust", async () => {
    const pilot = await server.pilot();
    const reply = await buy(pilot, "stardust_vault");
    expect(reply).toMatchObject({ status: 422, body: { ok: false, message: RULE_MESSAGES.vaultNeedsPayment } });
    expect((await shop.me(pilot)).stardust).toBe(100);
    expect((await buy(pilot, "free_money")).status).toBe(400);
  });

  it("extends a running XP Multiplier instead of wasting it", async () => {
    const pilot = await server.pilot();
    await shop.grant(pilot, 200);
    await buy(pilot, "xp_multiplier");
    const second = await buy(pilot, "xp_multiplier");
    expect(second.body.inventory.xp_multiplier_until).toBe("2026-11-23T12:00:00.000Z");
  });

  it("boosts to the next tier until the membership's period ends, and refuses above admiral", async () => {
    const pilot = await server.pilot();
    await shop.grant(pilot, 1000);
    await shop.setUser(pilot, { membershipTier: "commander" });
    const boosted = await buy(pilot, "rank_boost");
    expect(boosted.body.user.membership_tier).toBe("admiral");
    const top = await buy(pilot, "rank_boost");
    expect(top).toMatchObject({ status: 422, body: { message: RULE_MESSAGES.highestRank } });
    expect((await shop.me(pilot)).stardust).toBe(600);
    // Once the boost runs out the pilot holds their own rank again.
    clock.advanceDays(31);
    expect((await shop.me(pilot)).membership_tier).toBe("commander");
    clock.set("2026-11-21T12:00:00Z");
  });

  it(race("never drives the balance negative under parallel purchases"), async () => {
    const pilot = await server.pilot(); // 100 Stardust: two Battle Boosts
    const replies = await Promise.all(Array.from({ length: 12 }, () => buy(pilot, "battle_boost")));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(2);
    expect(replies.filter((reply) => reply.status === 402)).toHaveLength(10);
    expect(await shop.books(pilot)).toEqual({ balance: 0, ledger: 0 });
    expect((await shop.me(pilot)).inventory.bonus_battle_entries).toBe(2);
  });
});

import { BILLING_CYCLES, membershipOverviewContract, prizePoolContribution, subscribeContract, TIERS, type BillingCycle, type Tier } from "@soundship/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expireMemberships } from "../../src/core/membership/expire-memberships.ts";
import { toMembershipJson } from "../../src/core/membership/membership-json.ts";
import { memberships } from "../../src/db/schema.ts";
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

const subscribe = (pilot: TestPilot, tier: string, billing_cycle: string) => hq.invoke(pilot, "subscribe", { tier, billing_cycle });
const overview = async (pilot: TestPilot) => (await hq.invoke(pilot, "membershipOverview")).body;
const row = async (pilot: TestPilot) =>
  (await server.database.db.select().from(memberships).where(eq(memberships.user_email, pilot.email)))[0]!;
const days = (n: number) => new Date(new Date(clock.now()).getTime() + n * 86_400_000).toISOString();

describe("subscribe with the demo provider (the embedded default)", () => {
  const cases = TIERS.flatMap((tier) => BILLING_CYCLES.map((cycle) => [tier, cycle] as [Tier, BillingCycle]));

  it.each(cases)("creates an active %s %s membership with SPEC.md's fields", async (tier, cycle) => {
    clock.set(START);
    const pilot = await server.pilot();
    const reply = await subscribe(pilot, tier, cycle);
    expect(reply.status).toBe(200);
    expect(() => subscribeContract.result.parse(reply.body)).not.toThrow();
    expect(reply.body).toMatchObject({
      ok: true,
      provider: "demo",
      checkout_url: null,
      membership: {
        user_email: pilot.email,
        tier,
        billing_cycle: cycle,
        status: "active",
        started_at: START,
        expires_at: days(cycle === "annual" ? 365 : 30),
        prize_pool_contribution: prizePoolContribution(tier, cycle),
        battle_entries_used: 0,
        upload_slots_used: 0,
        auto_renew: true,
      },
    });
    expect((await hq.me(pilot)).membership_tier).toBe(tier);
    // The pilot reads it through the entity API too, with the contribution in dollars.
    const listed = await server.api("/entities/Membership", { token: pilot.token });
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({ tier, prize_pool_contribution: prizePoolContribution(tier, cycle) });
  });

  it("upgrades: new tier, contribution added, counters back to 0, expiry reset from today", async () => {
    clock.set(START);
    const pilot = await server.pilot();
    await subscribe(pilot, "cadet", "monthly");
    await server.database.db.update(memberships).set({ battle_entries_used: 7, upload_slots_used: 4 }).where(eq(memberships.user_email, pilot.email));
    clock.advanceDays(10);
    const reply = await subscribe(pilot, "admiral", "monthly");
    expect(reply.body.membership).toMatchObject({
      tier: "admiral",
      billing_cycle: "monthly",
      started_at: START,
      expires_at: days(30),
      battle_entries_used: 0,
      upload_slots_used: 0,
      prize_pool_contribution: 2.997 + 17.9955,
    });
    expect((await hq.me(pilot)).membership_tier).toBe("admiral");
    expect((await server.api("/entities/Membership", { token: pilot.token })).body).toHaveLength(1);
  });

  it("downgrades and switches the billing cycle", async () => {
    clock.set(START);
    const pilot = await server.pilot();
    await subscribe(pilot, "commander", "monthly");
    const down = await subscribe(pilot, "explorer", "annual");
    expect(down.body.membership).toMatchObject({ tier: "explorer", billing_cycle: "annual", expires_at: days(365) });
    const back = await subscribe(pilot, "explorer", "monthly");
    expect(back.body.membership).toMatchObject({ tier: "explorer", billing_cycle: "monthly", expires_at: days(30) });
    expect((await row(pilot)).prize_pool_contribution).toBeCloseTo(11.996 + 69.965 + 6.9965, 4);
    expect((await hq.me(pilot)).membership_tier).toBe("explorer");
  });

  it("refuses anonymous callers, unknown tiers and cycles, and changes nothing", async () => {
    const pilot = await server.pilot();
    const anonymous = await server.api("/functions/subscribe", { method: "POST", body: { tier: "cadet", billing_cycle: "monthly" } });
    expect(anonymous.status).toBe(401);
    expect((await subscribe(pilot, "emperor", "monthly")).status).toBe(400);
    expect((await subscribe(pilot, "cadet", "weekly")).status).toBe(400);
    expect((await hq.invoke(pilot, "subscribe", { tier: "cadet" })).status).toBe(400);
    expect((await server.api("/entities/Membership", { token: pilot.token })).body).toEqual([]);
    expect((await hq.me(pilot)).membership_tier).toBeNull();
  });

  it("has no Stripe webhook without Stripe configured", async () => {
    const reply = await server.api("/payments/stripe/webhook", { method: "POST", rawBody: "{}", headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=x" } });
    expect(reply.status).toBe(404);
  });

  it("never lets a pilot write a membership or a tier through the entity API", async () => {
    const pilot = await server.pilot();
    const created = await server.api("/entities/Membership", { method: "POST", token: pilot.token, body: { tier: "admiral", billing_cycle: "annual" } });
    expect(created.status).toBe(403);
    const me = await server.api("/entities/User/me", { method: "PUT", token: pilot.token, body: { membership_tier: "admiral" } });
    expect(me.status).toBe(400);
  });
});

describe("membershipOverview", () => {
  it("shows the membership, this period's allowances, the prize pool and the demo provider", async () => {
    clock.set(START);
    const pilot = await server.pilot();
    const before = await overview(pilot);
    expect(() => membershipOverviewContract.result.parse(before)).not.toThrow();
    expect(before).toMatchObject({ membership: null, tier: null, battle_entries: { used: 0, limit: 3 }, uploads: { used: 0, limit: 5 }, provider: "demo" });
    await subscribe(pilot, "admiral", "annual");
    const after = await overview(pilot);
    expect(after).toMatchObject({ tier: "admiral", membership: { tier: "admiral" }, battle_entries: { used: 0, limit: -1 }, uploads: { used: 0, limit: 50 } });
    // An annual admiral adds 399.90 / 12 × 0.45 = 15.00 a month to the pool.
    expect(after.prize_pool - before.prize_pool).toBeGreaterThanOrEqual(14);
    expect(after.prize_pool - before.prize_pool).toBeLessThanOrEqual(16);
  });

  it("reads the membership as the row is: microseconds, cents, nulls and the provider's fields", async () => {
    clock.set(START);
    const pilot = await server.pilot();
    await subscribe(pilot, "commander", "monthly");
    // Values the database keeps more finely than a Date, and fields a demo subscription leaves empty.
    await server.database.db.execute(sql`update memberships set started_at = '2026-11-21 12:00:00.123456+00', prize_pool_contribution = 13.4955,
      battle_entries_reset_at = null, provider_subscription_id = 'sub_json', provider_event_at = '2026-11-21 12:00:01.999999+00' where user_email = ${pilot.email}`);
    const stored = await row(pilot);
    // Every field as the query builder's read of the row gives it.
    expect((await overview(pilot)).membership).toEqual(toMembershipJson(stored));
    expect(toMembershipJson(stored)).toMatchObject({ started_at: "2026-11-21T12:00:00.123Z", prize_pool_contribution: 13.4955, battle_entries_reset_at: null, provider_event_at: "2026-11-21T12:00:01.999Z" });
  });
});

describe("expiry", () => {
  it("drops the status and the tier once the period ends without a renewal, and a Rank Boost still counts", async () => {
    clock.set(START);
    const lapsed = await server.pilot();
    const boosted = await server.pilot();
    const renewed = await server.pilot();
    await subscribe(lapsed, "explorer", "monthly");
    await subscribe(boosted, "cadet", "monthly");
    await subscribe(renewed, "commander", "monthly");
    await hq.setUser(boosted, { rankBoostTier: "explorer", rankBoostUntil: new Date("2027-02-01T00:00:00Z") });
    clock.advanceDays(29);
    await subscribe(renewed, "commander", "monthly");
    expect(await expireMemberships(server.database.db, clock.now())).toBe(0);

    clock.advanceDays(1);
    await expireMemberships(server.database.db, clock.now());
    expect((await row(lapsed)).status).toBe("expired");
    expect((await hq.me(lapsed)).membership_tier).toBeNull();
    expect((await row(boosted)).status).toBe("expired");
    expect((await hq.me(boosted)).membership_tier).toBe("explorer");
    expect((await row(renewed)).status).toBe("active");
    expect((await hq.me(renewed)).membership_tier).toBe("commander");
    // Running it again, or on a second instance at once, changes nothing more.
    expect(await Promise.all([expireMemberships(server.database.db, clock.now()), expireMemberships(server.database.db, clock.now())])).toEqual([0, 0]);

    // Subscribing again starts a new run.
    const again = await subscribe(lapsed, "cadet", "monthly");
    expect(again.body.membership).toMatchObject({ status: "active", started_at: clock.now().toISOString(), tier: "cadet" });
  });
});

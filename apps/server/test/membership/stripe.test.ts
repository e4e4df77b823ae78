import { prizePoolContribution } from "@soundship/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships, payments } from "../../src/db/schema.ts";
import { economy, manualClock } from "../helpers/economy.ts";
import { signed, startFakeStripe, stripeEvent } from "../helpers/fake-stripe.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";

const START = "2026-11-21T12:00:00.000Z";
const T0 = Date.parse(START) / 1000;
const clock = manualClock(START);
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let server: TestServer;
let hq: ReturnType<typeof economy>;
beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startServer({ stripe: stripe.config, publicUrl: "https://soundship.test" }, { clock });
  hq = economy(server);
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

const deliver = (event: unknown, signature?: string) => {
  const message = signed(event);
  return server.api("/payments/stripe/webhook", {
    method: "POST",
    rawBody: message.payload,
    headers: { "content-type": "application/json", "stripe-signature": signature ?? message.signature },
  });
};
const membershipOf = async (pilot: TestPilot) =>
  (await server.database.db.select().from(memberships).where(eq(memberships.user_email, pilot.email)))[0];

/** Subscribes through Checkout and answers the session Stripe made and our payment's id. */
async function checkout(pilot: TestPilot, tier: string, billing_cycle: string) {
  const reply = await hq.invoke(pilot, "subscribe", { tier, billing_cycle });
  expect(reply.body).toMatchObject({ ok: true, provider: "stripe", membership: null });
  const sessionId = /cs_test_\d+$/.exec(reply.body.checkout_url)![0];
  const [payment] = await server.database.db.select().from(payments).where(eq(payments.provider_ref, sessionId));
  return { sessionId, paymentId: payment!.id, url: reply.body.checkout_url as string };
}

const completed = (sessionId: string, paymentId: string, subscription: string | null, created = T0 + 60) =>
  stripeEvent("checkout.session.completed", { id: sessionId, object: "checkout.session", client_reference_id: paymentId, payment_status: "paid", subscription }, created);
const invoicePaid = (subscription: string, created: number, billing_reason = "subscription_cycle") =>
  stripeEvent("invoice.paid", { id: `in_${created}`, object: "invoice", billing_reason, parent: { type: "subscription_details", subscription_details: { subscription } } }, created);

describe("subscribe with Stripe", () => {
  it("creates a Checkout Session on the Stripe API and changes nothing until the webhook", async () => {
    clock.set(START);
    const pilot = await server.pilot();
    const { url, paymentId } = await checkout(pilot, "commander", "annual");
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_\d+$/);
    const request = stripe.requests.at(-1)!;
    expect(request).toMatchObject({ method: "POST", path: "/v1/checkout/sessions", authorization: "Bearer sk_test_membership" });
    expect(request.form).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": "price_commander_annual",
      "line_items[0][quantity]": "1",
      client_reference_id: paymentId,
      customer_email: pilot.email,
      success_url: "https://soundship.test/MembershipHQ?checkout=success",
      cancel_url: "https://soundship.test/MembershipHQ?checkout=canceled",
    });
    expect(await membershipOf(pilot)).toBeUndefined();
    expect((await hq.me(pilot)).membership_tier).toBeNull();
    expect((await hq.invoke(pilot, "membershipOverview")).body.provider).toBe("stripe");
  });

  it("activates on a verified checkout.session.completed, once, and ignores a wrong signature", async () => {
    clock.set(START);
    const pilot = await server.pilot();
    const { sessionId, paymentId } = await checkout(pilot, "explorer", "monthly");
    const event = completed(sessionId, paymentId, "sub_explorer");

    const forged = await deliver(event, signed(event, "whsec_wrong").signature);
    expect(forged.status).toBe(400);
    expect(await membershipOf(pilot)).toBeUndefined();
    expect((await deliver(event, "t=1,v1=deadbeef")).status).toBe(400);

    const applied = await deliver(event);
    expect(applied).toMatchObject({ status: 200, body: { received: true, outcome: "applied" } });
    expect(await membershipOf(pilot)).toMatchObject({
      tier: "explorer",
      billing_cycle: "monthly",
      status: "active",
      auto_renew: true,
      provider_subscription_id: "sub_explorer",
      prize_pool_contribution: prizePoolContribution("explorer", "monthly"),
    });
    expect((await hq.me(pilot)).membership_tier).toBe("explorer");

    const replay = await deliver(event);
    expect(replay.body.outcome).toBe("duplicate");
    // The same session reported under a new event id is not paid twice either.
    expect((await deliver(completed(sessionId, paymentId, "sub_explorer"))).body.outcome).toBe("ignored");
    expect((await membershipOf(pilot))!.prize_pool_contribution).toBe(prizePoolContribution("explorer", "monthly"));
  });

  it("renews on invoice.paid, stops renewing on a failed payment, ends on customer.subscription.deleted", async () => {
    clock.set(START);
    const pilot = await server.pilot();
    const { sessionId, paymentId } = await checkout(pilot, "cadet", "monthly");
    await deliver(completed(sessionId, paymentId, "sub_cadet"));
    // The first invoice belongs to the checkout and is not a second period.
    expect((await deliver(invoicePaid("sub_cadet", T0 + 61, "subscription_create"))).body.outcome).toBe("ignored");

    clock.advanceDays(30);
    await server.database.db.update(memberships).set({ battle_entries_used: 5 }).where(eq(memberships.user_email, pilot.email));
    expect((await deliver(invoicePaid("sub_cadet", T0 + 30 * 86_400))).body.outcome).toBe("applied");
    expect(await membershipOf(pilot)).toMatchObject({
      status: "active",
      battle_entries_used: 0,
      expires_at: new Date(clock.now().getTime() + 30 * 86_400_000),
      prize_pool_contribution: 2 * prizePoolContribution("cadet", "monthly"),
    });

    await deliver(stripeEvent("invoice.payment_failed", { id: "in_failed", object: "invoice", parent: { subscription_details: { subscription: "sub_cadet" } } }, T0 + 31 * 86_400));
    expect(await membershipOf(pilot)).toMatchObject({ status: "active", auto_renew: false });
    expect((await hq.me(pilot)).membership_tier).toBe("cadet");

    await deliver(stripeEvent("customer.subscription.deleted", { id: "sub_cadet", object: "subscription" }, T0 + 32 * 86_400));
    expect(await membershipOf(pilot)).toMatchObject({ status: "canceled", auto_renew: false });
    expect((await hq.me(pilot)).membership_tier).toBeNull();
  });

  it("cancels the old Stripe subscription when a new checkout replaces it, so the pilot is billed once", async () => {
    clock.set(START);
    const pilot = await server.pilot();
    const first = await checkout(pilot, "cadet", "monthly");
    await deliver(completed(first.sessionId, first.paymentId, "sub_old"));
    const second = await checkout(pilot, "admiral", "annual");
    await deliver(completed(second.sessionId, second.paymentId, "sub_new", T0 + 120));
    expect(stripe.requests.at(-1)).toMatchObject({ method: "DELETE", path: "/v1/subscriptions/sub_old" });
    expect(await membershipOf(pilot)).toMatchObject({ tier: "admiral", billing_cycle: "annual", provider_subscription_id: "sub_new", status: "active" });
    // Stripe then reports the old subscription deleted: the new membership stands.
    expect((await deliver(stripeEvent("customer.subscription.deleted", { id: "sub_old", object: "subscription" }, T0 + 130))).body.outcome).toBe("ignored");
    expect((await hq.me(pilot)).membership_tier).toBe("admiral");
  });

  it("ignores an event older than the last one applied (out of order)", async () => {
    clock.set(START);
    const pilot = await server.pilot();
    const { sessionId, paymentId } = await checkout(pilot, "admiral", "monthly");
    await deliver(completed(sessionId, paymentId, "sub_admiral"));
    await deliver(stripeEvent("customer.subscription.deleted", { id: "sub_admiral", object: "subscription" }, T0 + 3_000));
    const before = await membershipOf(pilot);
    const late = await deliver(invoicePaid("sub_admiral", T0 + 2_000));
    expect(late.body.outcome).toBe("ignored");
    expect(await membershipOf(pilot)).toEqual(before);
    expect((await hq.me(pilot)).membership_tier).toBeNull();
  });

  it("ignores events about sessions and subscriptions it does not know", async () => {
    expect((await deliver(completed("cs_unknown", "no-such-payment", "sub_x"))).body.outcome).toBe("ignored");
    expect((await deliver(invoicePaid("sub_unknown", T0))).body.outcome).toBe("ignored");
    expect((await deliver(stripeEvent("customer.created", { id: "cus_1" }, T0))).body.outcome).toBe("ignored");
  });
});

describe("the Stardust Vault bundle with Stripe", () => {
  it("sends the pilot to a one-off Checkout and credits 500 Stardust once on its webhook", async () => {
    const pilot = await server.pilot();
    const reply = await hq.invoke(pilot, "purchaseStardustVault");
    expect(reply.body).toMatchObject({ ok: true, provider: "stripe", stardust: null });
    expect(stripe.requests.at(-1)!.form).toMatchObject({ mode: "payment", "line_items[0][price]": "price_stardust_vault" });
    expect((await hq.me(pilot)).stardust).toBe(100);
    const sessionId = /cs_test_\d+$/.exec(reply.body.checkout_url)![0];
    const [payment] = await server.database.db.select().from(payments).where(eq(payments.provider_ref, sessionId));
    const event = completed(sessionId, payment!.id, null);
    await deliver(event);
    await deliver(event);
    expect((await hq.me(pilot)).stardust).toBe(600);
    expect(await hq.books(pilot)).toEqual({ balance: 600, ledger: 600 });
  });
});

describe("parallel webhook deliveries (race)", () => {
  it("applies 20 identical checkout.session.completed deliveries once: one activation, one bundle credit", async () => {
    clock.set(START);
    const pilot = await server.pilot();
    const membership = await checkout(pilot, "commander", "monthly");
    const bundle = await hq.invoke(pilot, "purchaseStardustVault");
    const bundleSession = /cs_test_\d+$/.exec(bundle.body.checkout_url)![0];
    const [bundlePayment] = await server.database.db.select().from(payments).where(eq(payments.provider_ref, bundleSession));
    const activation = completed(membership.sessionId, membership.paymentId, "sub_race");
    const credit = completed(bundleSession, bundlePayment!.id, null);

    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => deliver(i % 2 ? activation : credit)).concat(
      Array.from({ length: 20 }, (_, i) => deliver(i % 2 ? credit : activation)),
    ));
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    expect(replies.filter((reply) => reply.body.outcome === "applied")).toHaveLength(2);
    expect(await membershipOf(pilot)).toMatchObject({ tier: "commander", prize_pool_contribution: prizePoolContribution("commander", "monthly") });
    expect((await hq.me(pilot)).stardust).toBe(600);
    expect(await hq.books(pilot)).toEqual({ balance: 600, ledger: 600 });
  });
});

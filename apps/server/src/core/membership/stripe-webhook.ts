import type { BillingCycle, Tier } from "@soundship/shared";
import { eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db, Tx } from "../../db/client.ts";
import { memberships, paymentEvents, payments, users } from "../../db/schema.ts";
import { publishToPilot } from "../live/publish.ts";
import { applyMembershipPayment } from "./apply-membership-payment.ts";
import { creditVaultBundle, markPaid } from "./payments.ts";

/** What became of an event: applied, already seen (a redelivery), or nothing to do (unknown, older, not ours). */
export type EventOutcome = "applied" | "duplicate" | "ignored";

export interface EventResult {
  outcome: EventOutcome;
  /**
   * A Stripe subscription the new one replaced (an upgrade, downgrade or cycle change checked out
   * anew): the caller cancels it once this transaction has committed, so the pilot is billed once.
   */
  replacedSubscription?: string;
}

/**
 * Applies one verified Stripe event in one transaction, at most once: the event id is claimed in
 * `payment_events` first, so a redelivery (or twenty at once: they queue on that key) finds it
 * taken and changes nothing. An event older than the last one applied to a membership is ignored.
 */
export async function applyStripeEvent(db: Db, event: Stripe.Event, now: Date): Promise<EventResult> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: paymentEvents.id });
    if (claimed.length === 0) return { outcome: "duplicate" };
    const eventAt = new Date(event.created * 1000);
    switch (event.type) {
      case "checkout.session.completed":
        return completeCheckout(tx, event.data.object, eventAt, now);
      case "invoice.paid":
        return { outcome: await renew(tx, event.data.object, eventAt, now) };
      case "invoice.payment_failed":
        return { outcome: await endSubscription(tx, subscriptionOf(event.data.object), eventAt, "payment_failed") };
      case "customer.subscription.deleted":
        return { outcome: await endSubscription(tx, event.data.object.id, eventAt, "deleted") };
      default:
        return { outcome: "ignored" };
    }
  });
}

async function completeCheckout(tx: Tx, session: Stripe.Checkout.Session, eventAt: Date, now: Date): Promise<EventResult> {
  const ignored: EventResult = { outcome: "ignored" };
  // An asynchronous payment method completes the session unpaid; it is not a purchase yet.
  if (!session.client_reference_id || session.payment_status !== "paid") return ignored;
  const [payment] = await tx.select().from(payments).where(eq(payments.id, session.client_reference_id));
  if (!payment || payment.provider_ref !== session.id) return ignored;
  const paid = await markPaid(tx, payment.id, now);
  if (!paid) return ignored;
  if (paid.kind === "bundle") {
    const [pilot] = await tx.select({ id: users.id }).from(users).where(eq(users.email, paid.user_email));
    if (!pilot) return ignored;
    await creditVaultBundle(tx, pilot.id, paid.id);
    return { outcome: "applied" };
  }
  const subscriptionId = typeof session.subscription === "string" ? session.subscription : (session.subscription?.id ?? null);
  const [previous] = await tx.select({ subscription: memberships.provider_subscription_id }).from(memberships).where(eq(memberships.user_email, paid.user_email));
  await applyMembershipPayment(tx, { email: paid.user_email, tier: paid.tier as Tier, cycle: paid.billing_cycle as BillingCycle, now, subscriptionId, eventAt });
  const replaced = previous?.subscription && previous.subscription !== subscriptionId ? previous.subscription : undefined;
  return { outcome: "applied", replacedSubscription: replaced };
}

function subscriptionOf(invoice: Stripe.Invoice): string | null {
  const subscription = invoice.parent?.subscription_details?.subscription;
  return typeof subscription === "string" ? subscription : (subscription?.id ?? null);
}

async function subscribedMembership(tx: Tx, subscriptionId: string | null, eventAt: Date) {
  if (!subscriptionId) return null;
  const [membership] = await tx.select().from(memberships).where(eq(memberships.provider_subscription_id, subscriptionId));
  if (!membership || (membership.provider_event_at && membership.provider_event_at > eventAt)) return null;
  return membership;
}

/** A renewal: Stripe charged the next period. The first invoice is the checkout's, applied with it. */
async function renew(tx: Tx, invoice: Stripe.Invoice, eventAt: Date, now: Date): Promise<EventOutcome> {
  if (invoice.billing_reason === "subscription_create") return "ignored";
  const membership = await subscribedMembership(tx, subscriptionOf(invoice), eventAt);
  if (!membership || membership.status === "canceled") return "ignored";
  await applyMembershipPayment(tx, {
    email: membership.user_email,
    tier: membership.tier as Tier,
    cycle: membership.billing_cycle as BillingCycle,
    now,
    eventAt,
  });
  return "applied";
}

/**
 * The subscription ended (canceled: the rank goes now) or a renewal failed (it will not renew: the
 * rank lasts to the end of the period paid, then the expiry job drops it).
 */
async function endSubscription(tx: Tx, subscriptionId: string | null, eventAt: Date, why: "deleted" | "payment_failed"): Promise<EventOutcome> {
  const membership = await subscribedMembership(tx, subscriptionId, eventAt);
  if (!membership) return "ignored";
  const [pilot] = await tx.select({ id: users.id }).from(users).where(eq(users.email, membership.user_email)).for("update");
  const ending = why === "deleted" ? { status: "canceled" } : {};
  await tx
    .update(memberships)
    .set({ ...ending, auto_renew: false, provider_event_at: eventAt, updated_date: sql`now()` })
    .where(eq(memberships.id, membership.id));
  if (why === "deleted") await tx.update(users).set({ membershipTier: null, updatedAt: sql`now()` }).where(eq(users.email, membership.user_email));
  if (pilot) await publishToPilot(tx, pilot.id, "membership", { tier: why === "deleted" ? null : membership.tier });
  return "applied";
}

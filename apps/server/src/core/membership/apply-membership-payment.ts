import { membershipExpiry, prizePoolContribution, type BillingCycle, type Tier } from "@soundship/shared";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { memberships, users } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import { publishToPilot } from "../live/publish.ts";
import { entriesResetAfter } from "./battle-entries.ts";
import { grantMonthlySupernovas } from "./supernovas.ts";

export interface MembershipPayment {
  email: string;
  tier: Tier;
  cycle: BillingCycle;
  now: Date;
  /** The provider's subscription, when it bills the renewals (Stripe). */
  subscriptionId?: string | null;
  /** When the provider's event happened, to ignore older events delivered later. */
  eventAt?: Date;
}

/**
 * Applies one paid period (SPEC.md section 4) in the caller's transaction: creates an active
 * membership with auto_renew, or updates tier and cycle; either way adds the price × the tier's
 * share to the prize pool contribution, starts the counters from 0, sets the expiry 30 / 365 days
 * on and gives the pilot the tier. The pilot's row is locked first, as every tier change does.
 */
export async function applyMembershipPayment(tx: Tx, payment: MembershipPayment) {
  const { email, tier, cycle, now } = payment;
  const [pilot] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).for("update");
  if (!pilot) throw new AppError("NOT_FOUND", "Pilot not found");
  const [current] = await tx.select().from(memberships).where(eq(memberships.user_email, email)).for("update");
  const period = {
    tier,
    billing_cycle: cycle,
    status: "active",
    expires_at: membershipExpiry(now, cycle),
    battle_entries_used: 0,
    upload_slots_used: 0,
    battle_entries_reset_at: entriesResetAfter(now),
    auto_renew: true,
    ...(payment.subscriptionId ? { provider_subscription_id: payment.subscriptionId } : {}),
    ...(payment.eventAt ? { provider_event_at: payment.eventAt } : {}),
  };
  const contribution = prizePoolContribution(tier, cycle);
  const [membership] = current
    ? await tx
        .update(memberships)
        .set({
          ...period,
          // A lapsed membership starts a new run; an active one keeps its start.
          started_at: current.status === "active" ? current.started_at : now,
          prize_pool_contribution: sql`${memberships.prize_pool_contribution} + ${contribution}`,
          updated_date: now,
        })
        .where(eq(memberships.id, current.id))
        .returning()
    : await tx
        .insert(memberships)
        .values({ ...period, user_email: email, started_at: now, prize_pool_contribution: contribution, created_by: email })
        .returning();
  await tx.update(users).set({ membershipTier: tier, updatedAt: sql`now()` }).where(eq(users.id, pilot.id));
  await grantMonthlySupernovas(tx, email, tier, now);
  await publishToPilot(tx, pilot.id, "membership", { tier });
  return membership!;
}

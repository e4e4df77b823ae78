import { CYCLE_DAYS, TIER_DEFINITIONS, UPLOAD_RULES, pilotMonth, type BillingCycle, type Tier } from "@soundship/shared";
import { and, count, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { queryRows, renderStatement } from "../../db/statements.ts";
import { uploads, users } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import { effectiveTier } from "./effective-tier.ts";
import { rankedMembership, type MembershipRow } from "./ranked-membership.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface UploadQuota {
  limit: number;
  used: number;
  tier: Tier | null;
  /** True when the period is a membership's billing period, false for a calendar month. */
  billingPeriod: boolean;
  /** When the next period starts: the membership's renewal, or the pilot's next month. */
  resetsAt: Date;
}

/**
 * Upload slots (DESIGN.md section 6): 15, 20, 30 or 50 per billing period by tier; 5 a calendar
 * month without a membership. Uploads are counted from the upload log, so deleting a track frees
 * no slot and a renewal (new period) starts from zero.
 */
export async function uploadQuota(tx: Tx, user: typeof users.$inferSelect, now: Date): Promise<UploadQuota> {
  return uploadQuotaWith(tx, user, await rankedMembership(tx, user.email, now), now);
}

/** The same, for a caller that has read the pilot's membership holding a rank now (ranked-membership.ts), or none. */
export async function uploadQuotaWith(tx: Tx, user: typeof users.$inferSelect, membership: MembershipRow | undefined, now: Date): Promise<UploadQuota> {
  const tier = effectiveTier(user, now);
  const month = pilotMonth(now, user.timezone);
  let since = month.start;
  let resetsAt = month.end;
  if (membership) {
    resetsAt = membership.expires_at;
    const days = CYCLE_DAYS[membership.billing_cycle as BillingCycle] ?? 30;
    const periodStart = new Date(membership.expires_at.getTime() - days * DAY_MS);
    since = periodStart > membership.started_at ? periodStart : membership.started_at;
  }
  const [row] = await queryRows(tx, UPLOADS_SINCE, { email: user.email, since: since.toISOString() });
  const limit = tier ? TIER_DEFINITIONS[tier].uploadLimit : UPLOAD_RULES.uploadsWithoutMembership;
  return { limit, used: (row?.n as number | undefined) ?? 0, tier, billingPeriod: Boolean(membership), resetsAt };
}

// Rendered once (db/statements.ts): Membership HQ and the Command Deck read it on every visit.
const UPLOADS_SINCE = renderStatement(sql`select count(*)::int as n from ${uploads}
  where ${uploads.user_email} = ${sql.placeholder("email")} and ${uploads.status} = 'complete' and ${uploads.completed_at} >= ${sql.placeholder("since")}::timestamptz`);

/** The pilot's completed uploads on one of their days (the upload bonus is paid for the first of these). */
export async function uploadsOnDay(tx: Tx, email: string, day: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(uploads)
    .where(and(eq(uploads.user_email, email), eq(uploads.status, "complete"), eq(uploads.completed_day, day)));
  return row?.n ?? 0;
}

/** Refuses when no slot is left, naming the limit. */
export function assertSlotLeft(quota: UploadQuota): void {
  if (quota.used < quota.limit) return;
  const who = quota.tier ? `${quota.tier[0]!.toUpperCase()}${quota.tier.slice(1)} pilots` : "pilots without a membership";
  const period = quota.billingPeriod ? "billing period" : "month";
  throw new AppError("UPLOAD_LIMIT_REACHED", `Upload limit reached: ${quota.limit} uploads per ${period} for ${who}`);
}

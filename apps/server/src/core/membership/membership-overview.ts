import { membershipOverviewContract } from "@soundship/shared";
import { eq } from "drizzle-orm";
import { memberships, users } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { uploadQuotaWith } from "./upload-quota.ts";
import { battleEntryAllowance } from "./battle-entries.ts";
import { holdsRank } from "./ranked-membership.ts";
import { effectiveTier } from "./effective-tier.ts";
import { toMembershipJson } from "./membership-json.ts";
import { currentPrizePool } from "./prize-pool.ts";
import { paymentProvider } from "./stripe-provider.ts";

/** Membership HQ's data: the caller's membership and allowances, the prize pool and the checkout in use. */
export const membershipOverview = defineFunction({
  contract: membershipOverviewContract,
  readOnly: true,
  async handler({ tx, pilot, clock, config }) {
    const now = clock.now();
    const [user] = await tx.select().from(users).where(eq(users.id, pilot.id));
    if (!user) throw new AppError("NOT_FOUND", "Pilot not found");
    // A pilot has one membership row at most: read once, it also tells both allowances whether it holds a rank.
    const [membership] = await tx.select().from(memberships).where(eq(memberships.user_email, user.email));
    const ranked = holdsRank(membership, now) ? membership : undefined;
    const uploads = await uploadQuotaWith(tx, user, ranked, now);
    return {
      membership: membership ? toMembershipJson(membership) : null,
      tier: effectiveTier(user, now),
      battle_entries: await battleEntryAllowance(tx, user, ranked, now),
      uploads: { used: uploads.used, limit: uploads.limit },
      prize_pool: await currentPrizePool(tx, now),
      provider: paymentProvider(config).kind,
    };
  },
});

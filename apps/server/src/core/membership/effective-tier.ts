import { TIERS, type Tier } from "@soundship/shared";

interface TierFields {
  membershipTier: string | null;
  rankBoostTier: string | null;
  rankBoostUntil: Date | null;
}

/** The rank a pilot holds now: an active Rank Boost, else their membership's tier, else none. */
export function effectiveTier(user: TierFields, now: Date): Tier | null {
  if (user.rankBoostTier && user.rankBoostUntil && user.rankBoostUntil > now) return user.rankBoostTier as Tier;
  return (TIERS as readonly string[]).includes(user.membershipTier ?? "") ? (user.membershipTier as Tier) : null;
}

/** The tier above `tier` (cadet without one), or null at the top. */
export function nextTier(tier: Tier | null): Tier | null {
  if (!tier) return "cadet";
  return TIERS[TIERS.indexOf(tier) + 1] ?? null;
}

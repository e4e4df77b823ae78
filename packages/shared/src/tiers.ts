/** Membership tiers in rank order (SPEC.md section 5: cadet < explorer < commander < admiral). */
export const TIERS = ["cadet", "explorer", "commander", "admiral"] as const;
export type Tier = (typeof TIERS)[number];

export const BILLING_CYCLES = ["monthly", "annual"] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export const BATTLE_TYPES = ["beat_battle", "song_battle", "rap_on_beat", "singer_showdown", "freestyle_cipher"] as const;
export type BattleType = (typeof BATTLE_TYPES)[number];

/** Unlimited battle entries are written as -1, as SPEC.md section 9 does. */
export const UNLIMITED = -1;

export interface TierDefinition {
  monthlyPrice: number;
  annualPrice: number;
  battleEntriesPerMonth: number;
  uploadLimit: number;
  prizePoolShare: number;
  battleModes: readonly BattleType[];
}

const CADET_MODES = ["beat_battle", "song_battle", "rap_on_beat"] as const;

/** SPEC.md section 9, "Membership tiers". */
export const TIER_DEFINITIONS: Record<Tier, TierDefinition> = {
  cadet: { monthlyPrice: 9.99, annualPrice: 119.88, battleEntriesPerMonth: 20, uploadLimit: 15, prizePoolShare: 0.3, battleModes: CADET_MODES },
  explorer: { monthlyPrice: 19.99, annualPrice: 239.88, battleEntriesPerMonth: 25, uploadLimit: 20, prizePoolShare: 0.35, battleModes: BATTLE_TYPES },
  commander: { monthlyPrice: 29.99, annualPrice: 359.88, battleEntriesPerMonth: UNLIMITED, uploadLimit: 30, prizePoolShare: 0.4, battleModes: BATTLE_TYPES },
  admiral: { monthlyPrice: 39.99, annualPrice: 479.88, battleEntriesPerMonth: UNLIMITED, uploadLimit: 50, prizePoolShare: 0.45, battleModes: BATTLE_TYPES },
};

/** Whether `tier` meets `minimum` in the order cadet < explorer < commander < admiral; an unknown tier never does. */
export function tierAtLeast(tier: string | null | undefined, minimum: Tier): boolean {
  const rank = TIERS.indexOf(tier as Tier);
  return rank >= 0 && rank >= TIERS.indexOf(minimum);
}

/** Creating and hosting battles: commander and admiral (DESIGN.md section 6). */
export const BATTLE_HOST_TIER: Tier = "commander";

/** Whether a pilot of `tier` may create and host battles. */
export function canCreateBattles(tier: Tier | null | undefined): boolean {
  return tierAtLeast(tier, BATTLE_HOST_TIER);
}

/** Whether a pilot of `tier` may use battle mode `mode`; without a membership, none. */
export function canUseBattleMode(tier: Tier | null | undefined, mode: BattleType): boolean {
  return tier ? TIER_DEFINITIONS[tier].battleModes.includes(mode) : false;
}

/** Battle entries a month for `tier` (UNLIMITED = -1); without a membership, none. */
export function battleEntriesPerMonth(tier: Tier | null | undefined): number {
  return tier ? TIER_DEFINITIONS[tier].battleEntriesPerMonth : 0;
}

/** Explorers pay 10% less on battle and tournament fees; the discount is rounded down to whole Stardust. */
export function discountedFee(tier: Tier | null | undefined, fee: number): number {
  return tier === "explorer" ? fee - Math.floor(fee / 10) : fee;
}

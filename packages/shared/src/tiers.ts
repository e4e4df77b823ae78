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

/**
 * SPEC.md section 9, "Membership tiers", with DESIGN.md section 7's annual prices: 10 × monthly
 * (two months free). SPEC.md's own annual prices are exactly 12 × monthly and would save nothing.
 */
export const TIER_DEFINITIONS: Record<Tier, TierDefinition> = {
  cadet: { monthlyPrice: 9.99, annualPrice: 99.9, battleEntriesPerMonth: 20, uploadLimit: 15, prizePoolShare: 0.3, battleModes: CADET_MODES },
  explorer: { monthlyPrice: 19.99, annualPrice: 199.9, battleEntriesPerMonth: 25, uploadLimit: 20, prizePoolShare: 0.35, battleModes: BATTLE_TYPES },
  commander: { monthlyPrice: 29.99, annualPrice: 299.9, battleEntriesPerMonth: UNLIMITED, uploadLimit: 30, prizePoolShare: 0.4, battleModes: BATTLE_TYPES },
  admiral: { monthlyPrice: 39.99, annualPrice: 399.9, battleEntriesPerMonth: UNLIMITED, uploadLimit: 50, prizePoolShare: 0.45, battleModes: BATTLE_TYPES },
};

/** Days a paid period lasts (SPEC.md section 9). */
export const CYCLE_DAYS: Record<BillingCycle, number> = { monthly: 30, annual: 365 };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether `tier` meets `minimum` in the order cadet < explorer < commander < admiral; an unknown tier never does. */
export function tierAtLeast(tier: string | null | undefined, minimum: Tier): boolean {
  const rank = TIERS.indexOf(tier as Tier);
  return rank >= 0 && rank >= TIERS.indexOf(minimum);
}

/** What one period of `tier` on `cycle` costs, in dollars. */
export function tierPrice(tier: Tier, cycle: BillingCycle): number {
  const definition = TIER_DEFINITIONS[tier];
  return cycle === "annual" ? definition.annualPrice : definition.monthlyPrice;
}

/** A month's share of a period's price: the monthly price, or the annual price / 12 (SPEC.md section 9). */
function monthlyShareOfPrice(tier: Tier, cycle: BillingCycle): number {
  return cycle === "annual" ? TIER_DEFINITIONS[tier].annualPrice / 12 : TIER_DEFINITIONS[tier].monthlyPrice;
}

/** The price shown per month, in dollars rounded to the cent (annual / 12 for annual). */
export function pricePerMonth(tier: Tier, cycle: BillingCycle): number {
  // In whole cents first: 399.90 / 12 is 33.325, which floating point holds as 33.32499….
  const cents = Math.round(tierPrice(tier, cycle) * 100);
  return Math.round(cycle === "annual" ? cents / 12 : cents) / 100;
}

/**
 * Whole percent saved by paying annually: (12 × monthly − annual) / (12 × monthly), rounded down so
 * a card never claims more than the saving (16.7% shows 16%, as the page's 'SAVE UP TO 16%' says).
 */
export function annualSavingsPercent(tier: Tier): number {
  const { monthlyPrice, annualPrice } = TIER_DEFINITIONS[tier];
  return Math.floor(((12 * monthlyPrice - annualPrice) / (12 * monthlyPrice)) * 100);
}

/** Dollars a payment adds to the prize pool: the price paid × the tier's share. */
export function prizePoolContribution(tier: Tier, cycle: BillingCycle): number {
  return Math.round(tierPrice(tier, cycle) * TIER_DEFINITIONS[tier].prizePoolShare * 10_000) / 10_000;
}

/**
 * The monthly galactic prize pool (SPEC.md section 9): over active memberships, the monthly price
 * (annual / 12 for annual ones) × the tier's share, summed and rounded to whole dollars. Takes the
 * number of active memberships per tier and cycle.
 */
export function monthlyPrizePool(active: readonly { tier: Tier; billing_cycle: BillingCycle; count: number }[]): number {
  const total = active.reduce(
    (sum, { tier, billing_cycle, count }) => sum + count * monthlyShareOfPrice(tier, billing_cycle) * TIER_DEFINITIONS[tier].prizePoolShare,
    0,
  );
  return Math.round(total);
}

/** When a period paid at `from` ends: 30 days for monthly, 365 for annual, counted in exact days. */
export function membershipExpiry(from: Date, cycle: BillingCycle): Date {
  return new Date(from.getTime() + CYCLE_DAYS[cycle] * DAY_MS);
}

/** The lowest tier that may use a battle mode: cadet for the first three, explorer for the rest. */
export function minimumTierForMode(mode: BattleType): Tier {
  return TIERS.find((tier) => TIER_DEFINITIONS[tier].battleModes.includes(mode)) ?? "explorer";
}

/**
 * A pilot without a membership (DESIGN.md section 6, Tiers): 3 battle entries a calendar month in
 * the cadet's modes, at the cadet's fees, so a free pilot can play a first battle.
 */
export const FREE_BATTLE_ENTRIES = 3;

/** Battle modes a tier may create or enter; a pilot without a tier enters the cadet's. */
export function canUseBattleMode(tier: Tier | null | undefined, mode: BattleType): boolean {
  return TIER_DEFINITIONS[tier ?? "cadet"].battleModes.includes(mode);
}

/** Battle entries a month (UNLIMITED for commander and admiral); FREE_BATTLE_ENTRIES without a membership. */
export function battleEntriesPerMonth(tier: Tier | null | undefined): number {
  return tier ? TIER_DEFINITIONS[tier].battleEntriesPerMonth : FREE_BATTLE_ENTRIES;
}

/** Creating and hosting battles: commander and admiral (SPEC.md section 6). */
export function canCreateBattles(tier: Tier | null | undefined): boolean {
  return tierAtLeast(tier, "commander");
}

/** The minimum tier that may create battles, for the '{tier} tier or higher required' refusal. */
export const CREATE_BATTLE_MIN_TIER: Tier = "commander";

/**
 * A battle or tournament fee in whole Stardust after the tier's discount: explorers pay 10% less
 * (SPEC.md section 6, DESIGN.md section 6), the discount rounded down so it never exceeds 10%.
 */
export function discountedFee(tier: Tier | null | undefined, fee: number): number {
  return tier === "explorer" ? fee - Math.floor(fee / 10) : fee;
}

/** Admirals join a tournament even when it is full (SPEC.md section 6: guaranteed tournament entry). */
export function hasGuaranteedTournamentEntry(tier: Tier | null | undefined): boolean {
  return tier === "admiral";
}

/** Supernovas (a premium currency) granted each month to commanders and admirals. */
export const MONTHLY_SUPERNOVAS = 10;

/** The monthly Supernova grant of a tier: commander and up (admirals hold every commander perk). */
export function monthlySupernovas(tier: Tier | null | undefined): number {
  return tierAtLeast(tier, "commander") ? MONTHLY_SUPERNOVAS : 0;
}

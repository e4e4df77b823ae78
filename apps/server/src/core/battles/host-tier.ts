import { CREATE_BATTLE_MIN_TIER, MESSAGES, TIERS, canUseBattleMode, type BattleType, type Tier } from "@soundship/shared";
import { AppError } from "../errors.ts";

/** The lowest tier that may use `mode`: what a refusal tells the pilot to reach. */
export function lowestTierFor(mode: BattleType): Tier {
  return TIERS.find((tier) => canUseBattleMode(tier, mode)) ?? "admiral";
}

/** SPEC.md's '{tier} tier or higher required', for a pilot whose tier may not use `mode`. */
export function assertBattleMode(tier: Tier | null, mode: BattleType): void {
  if (!canUseBattleMode(tier, mode)) throw new AppError("TIER_REQUIRED", MESSAGES.tierRequired(lowestTierFor(mode)));
}

/** Refuses pilots below the hosting tier (commander) with SPEC.md's text. */
export function hostRefusal(): AppError {
  return new AppError("TIER_REQUIRED", MESSAGES.tierRequired(CREATE_BATTLE_MIN_TIER));
}

import { canCreateBattles, canUseBattleMode, CREATE_BATTLE_MIN_TIER, MESSAGES, minimumTierForMode, type BattleType, type Tier } from "@soundship/shared";
import { AppError } from "../errors.ts";

/** Refuses a battle mode the rank does not include, with '{tier} tier or higher required' (the mode's lowest tier). */
export function assertBattleMode(tier: Tier | null, mode: BattleType): void {
  if (!canUseBattleMode(tier, mode)) throw new AppError("RULE_REFUSED", MESSAGES.tierRequired(minimumTierForMode(mode)));
}

/** Refuses creating a battle below commander, with '{tier} tier or higher required'. */
export function assertCanCreateBattles(tier: Tier | null): void {
  if (!canCreateBattles(tier)) throw new AppError("RULE_REFUSED", MESSAGES.tierRequired(CREATE_BATTLE_MIN_TIER));
}

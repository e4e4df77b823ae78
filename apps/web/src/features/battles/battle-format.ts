import type { BattleView } from "@soundship/shared";
import { formatCount } from "@/lib/format/format";

/** Stardust as the battle screens show it ('1,250 SD'). */
export function stardust(amount: number): string {
  return `${formatCount(amount)} SD`;
}

/** Entrants against the cap ('3 / 10'); a cap of 0 means there is none. */
export function entrantsText(battle: Pick<BattleView, "entrants" | "max_participants">): string {
  return `${battle.entrants} / ${battle.max_participants === 0 ? "no cap" : battle.max_participants}`;
}

/** A weighted score or an average with two decimals; '—' when nobody scored. */
export function scoreText(score: number | null): string {
  return score === null ? "—" : score.toFixed(2);
}

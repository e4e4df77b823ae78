import { formatCount } from "./format";
/** A score as the Command Deck's Top Pilots show it (SPEC.md section 2: 'score in pts'). */
export function formatPts(score: number): string {
  return `${formatCount(score)} pts`;
}

/** A score as the Leaderboard shows it (SPEC.md section 2: 'score in points'). */
export function formatPoints(score: number): string {
  return `${formatCount(score)} ${score === 1 ? "point" : "points"}`;
}

/** Galaxy Rank as the Command Deck shows it (SPEC.md section 2): '#n', or '-' while unranked. */
export function formatGalaxyRank(rank: number | null | undefined): string {
  return rank ? `#${formatCount(rank)}` : "-";
}

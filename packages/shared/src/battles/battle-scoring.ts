/** The weight of the battle-wide mean in every submission's score: three imaginary average votes. */
export const PRIOR_VOTES = 3;

/** The formula as the battle page shows it (DESIGN.md section 6). */
export const WEIGHTED_SCORE_FORMULA = "(3 × battle mean + Σ calibrated vote) / (3 + votes)";

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** SPEC.md section 9: vote_power is the rounded average of the three scores. */
export function votePower(scores: { creativity: number; technical: number; impact: number }): number {
  return Math.round((scores.creativity + scores.technical + scores.impact) / 3);
}

/**
 * A submission's weighted mean of vote power, pulled toward the battle's mean by PRIOR_VOTES
 * imaginary votes, so one lucky 10 cannot beat twenty 9s.
 */
export function weightedScore(battleMean: number, powers: readonly number[]): number {
  return (PRIOR_VOTES * battleMean + sum(powers)) / (PRIOR_VOTES + powers.length);
}

export interface ScoredEntry {
  id: string;
  /** When the entry was made; the earlier entry wins a full tie. */
  entered_at: Date | string;
  powers: readonly number[];
}

export interface RankedEntry extends ScoredEntry {
  rank: number;
  weighted_score: number;
}

/** Two weighted scores closer than this are a tie: calibrated powers are not whole numbers. */
const TIE = 1e-9;

/**
 * Orders a battle's entries by weighted score, then more votes, then earlier entry. The battle mean
 * is the mean of all of the battle's (calibrated) vote powers (0 when there are none).
 */
export function rankEntries(entries: readonly ScoredEntry[]): RankedEntry[] {
  const all = entries.flatMap((entry) => entry.powers);
  const mean = all.length ? sum(all) / all.length : 0;
  // Each entry's time read once, not in every comparison: a battle of thousands of entries sorts them
  // with tens of thousands of comparisons.
  const scored = entries.map((entry) => ({ entry: { ...entry, weighted_score: weightedScore(mean, entry.powers) }, at: new Date(entry.entered_at).getTime() }));
  const byScore = (a: { weighted_score: number }, b: { weighted_score: number }) => {
    const difference = b.weighted_score - a.weighted_score;
    return Math.abs(difference) < TIE ? 0 : difference;
  };
  return scored
    .sort((a, b) => byScore(a.entry, b.entry) || b.entry.powers.length - a.entry.powers.length || a.at - b.at || a.entry.id.localeCompare(b.entry.id))
    .map(({ entry }, index) => ({ ...entry, rank: index + 1 }));
}

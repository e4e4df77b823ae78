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
  // Summed in place, in the order a flattened list would be (so to the same last bit): flattening a
  // hundred thousand powers first took a third of the ranking's time.
  let total = 0;
  let count = 0;
  for (const entry of entries) {
    for (const power of entry.powers) total += power;
    count += entry.powers.length;
  }
  const mean = count ? total / count : 0;
  // The sort keys as plain numbers, each entry's time read once: a battle of thousands of entries
  // sorts them with tens of thousands of comparisons, which reading them through the entries made slow.
  const keys = entries.map((entry, index) => ({ index, score: weightedScore(mean, entry.powers), votes: entry.powers.length, at: new Date(entry.entered_at).getTime() }));
  keys.sort((a, b) => {
    const difference = b.score - a.score;
    if (Math.abs(difference) >= TIE) return difference;
    return b.votes - a.votes || a.at - b.at || entries[a.index]!.id.localeCompare(entries[b.index]!.id);
  });
  return keys.map((key, rank) => {
    const { id, entered_at, powers } = entries[key.index]!;
    return { id, entered_at, powers, weighted_score: key.score, rank: rank + 1 };
  });
}

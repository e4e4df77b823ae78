/** DESIGN.md section 6, Judging: how each judge's vote is calibrated before it enters a result. */
export const CALIBRATION = {
  /** G and S come from every vote of this many days before voting closed. */
  galaxyDays: 90,
  /** m_j and s_j come from the judge's last this many votes. */
  judgeVotes: 50,
  /** The judge's figures are shrunk toward the galaxy's with the weight of this many votes. */
  priorVotes: 5,
  /** No spread is taken below this, so a judge who never varies cannot blow up a difference. */
  minSpread: 0.5,
} as const;

/** The calibration as the battle page shows it. */
export const CALIBRATION_FORMULA =
  "calibrated vote = clamp(0, 10, G + S × (v − mⱼ) / sⱼ): G and S are the mean and spread of every vote of the last 90 days, mⱼ and sⱼ the judge's own over their last 50 votes, shrunk toward G and S with the weight of 5 votes (sⱼ at least 0.5), so a new judge counts raw";

/** A mean and a population standard deviation over `n` votes. */
export interface VoteSpread {
  mean: number;
  sd: number;
  n: number;
}

/** A judge's baseline: their own mean and spread shrunk toward the galaxy's by CALIBRATION.priorVotes. */
export function judgeBaseline(galaxy: VoteSpread, judge: VoteSpread): { mean: number; sd: number } {
  const { priorVotes, minSpread } = CALIBRATION;
  const n = judge.n;
  return {
    mean: (n * judge.mean + priorVotes * galaxy.mean) / (n + priorVotes),
    sd: Math.max(minSpread, (n * judge.sd + priorVotes * Math.max(minSpread, galaxy.sd)) / (n + priorVotes)),
  };
}

/**
 * A vote power `v` as the average judge would have given it: its distance from the judge's
 * baseline, in the judge's spread, placed on the galaxy's scale. The galaxy's spread takes the same
 * floor as a judge's, so a judge with no history counts exactly raw.
 */
export function calibratedPower(v: number, galaxy: VoteSpread, baseline: { mean: number; sd: number }): number {
  const spread = Math.max(CALIBRATION.minSpread, galaxy.sd);
  return Math.min(10, Math.max(0, galaxy.mean + (spread * (v - baseline.mean)) / baseline.sd));
}

/** A leaderboard season: one calendar month in UTC. */
export interface Season {
  /** The first day of the month, `YYYY-MM-DD`: the season's key in `season_scores`. */
  key: string;
  startsAt: Date;
  /** The first instant of the next season. */
  endsAt: Date;
}

/** The season `now` falls in. */
export function seasonOf(now: Date): Season {
  const startsAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const endsAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { key: startsAt.toISOString().slice(0, 10), startsAt, endsAt };
}

/** Longest board a call may ask for (SPEC.md section 9: the Leaderboard page asks for 100). */
export const LEADERBOARD_MAX = 100;

/** The two boards: all-time XP, and XP earned this season (a calendar month, UTC). */
export const LEADERBOARD_PERIODS = ["all_time", "season"] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

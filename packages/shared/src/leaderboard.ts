/** The most pilots one leaderboard read returns. */
export const LEADERBOARD_MAX = 100;

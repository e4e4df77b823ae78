import { z } from "zod";
import { LEADERBOARD_MAX, LEADERBOARD_PERIODS } from "../leaderboard.ts";
import { defineContract } from "./define-contract.ts";

/**
 * A ranked pilot (SPEC.md section 3). `userId` is the pilot's id, never their e-mail
 * (docs/decisions/002); `username` falls back to the full name.
 */
export const leaderboardPlayer = z.object({
  userId: z.string(),
  username: z.string(),
  /** The pilot's picture; null when they have none (the app shows their initial). */
  avatarUrl: z.string().nullable().default(null),
  score: z.number().int(),
  battlesWon: z.number().int(),
  rank: z.number().int().min(1),
});
export type LeaderboardPlayer = z.infer<typeof leaderboardPlayer>;

/** The season a board belongs to: the current calendar month, UTC. */
export const leaderboardSeason = z.object({ startsAt: z.string(), endsAt: z.string() });

/**
 * `getLeaderboard {limit, period}`: the top pilots of a board; `me` is the caller's own row with
 * their rank (whether or not it is in `players`), or null while they are unranked on that board.
 */
export const getLeaderboardContract = defineContract({
  name: "getLeaderboard",
  input: z.object({
    limit: z.number().int().min(1).max(LEADERBOARD_MAX).default(LEADERBOARD_MAX),
    period: z.enum(LEADERBOARD_PERIODS).default("all_time"),
  }),
  result: z.object({
    players: z.array(leaderboardPlayer),
    me: leaderboardPlayer.nullable(),
    period: z.enum(LEADERBOARD_PERIODS),
    season: leaderboardSeason,
  }),
});

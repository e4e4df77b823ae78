import { z } from "zod";
import { nonNegativeInt } from "../entities/common.ts";
import { LEADERBOARD_MAX } from "../leaderboard.ts";
import { defineContract } from "./define-contract.ts";

/** One ranked pilot. `userId` is the pilot's id, never their e-mail: the board is public. */
export const leaderboardPlayerSchema = z.object({
  userId: z.string(),
  username: z.string(),
  score: nonNegativeInt,
  battlesWon: nonNegativeInt,
});

/** The top pilots by score (XP); unranked pilots (score 0) are not listed. */
export const getLeaderboardContract = defineContract({
  name: "getLeaderboard",
  input: z.object({ limit: z.number().int().min(1).max(LEADERBOARD_MAX).default(LEADERBOARD_MAX) }),
  result: z.object({ players: z.array(leaderboardPlayerSchema) }),
});

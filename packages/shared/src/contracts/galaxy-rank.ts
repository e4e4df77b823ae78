import { z } from "zod";
import { defineContract } from "./define-contract.ts";

/**
 * `galaxyRank {}`: where the caller stands on the all-time board (the Command Deck's Galaxy Rank,
 * null while unranked, shown as '-') and how many pilots there are (Total Pilots).
 */
export const galaxyRankContract = defineContract({
  name: "galaxyRank",
  input: z.object({}),
  result: z.object({
    rank: z.number().int().min(1).nullable(),
    score: z.number().int(),
    battlesWon: z.number().int(),
    totalPilots: z.number().int().min(0),
  }),
});

import { z } from "zod";
import { BATTLE_TYPES } from "../tiers.ts";
import { defineContract } from "./define-contract.ts";
import { leaderboardPlayer } from "./get-leaderboard.ts";

/** An active battle as the dashboard feed shows it (SPEC.md section 7's field names). */
const feedBattleSchema = z.object({
  battleId: z.string(),
  /** The battle's title, or its id when it has none. */
  trackId: z.string(),
  /** Ids of the battle's submissions. */
  opponents: z.array(z.string()),
  mode: z.enum(BATTLE_TYPES),
});

/** The dashboard's feed: `/battles?status=active` answers battles, `/leaderboard?limit=N` players. */
export const starshipApiContract = defineContract({
  name: "starshipApi",
  input: z.object({ endpoint: z.string().min(1).max(200) }),
  result: z.union([z.object({ battles: z.array(feedBattleSchema) }), z.object({ players: z.array(leaderboardPlayer) })]),
});

import { z } from "zod";
import { nonNegativeInt } from "../entities/common.ts";
import { questProgressSchema, stardustTransactionSchema } from "../entities/economy.ts";
import { defineContract } from "./define-contract.ts";

/** Pays a completed quest's reward for the current period, once. */
export const claimQuestContract = defineContract({
  name: "claimQuest",
  input: z.object({ quest_id: z.string().min(1).max(64) }),
  result: z.object({
    /** The pilot's new balance. */
    stardust: nonNegativeInt,
    transaction: stardustTransactionSchema,
    /** XP actually granted, after the admiral and XP Multiplier doublings. */
    xp_gained: nonNegativeInt,
    progress: questProgressSchema,
  }),
});

import { z } from "zod";
import { isoTime, nonNegativeInt, privateCreator } from "../entities/common.ts";
import { questSchema } from "../entities/content.ts";
import { QUEST_TYPES } from "../entities/enums.ts";
import { defineContract } from "./define-contract.ts";

/** A quest as the Quest Bay shows it: the quest plus the pilot's progress in its current period. */
const boardQuestSchema = questSchema.extend({
  ...privateCreator,
  period: z.string(),
  progress: z.number().min(0).max(100),
  count: nonNegativeInt,
  claimed: z.boolean(),
});

/** The Quest Bay in one read: active quests (newest first) and when the pilot's day and week reset. */
export const questBoardContract = defineContract({
  name: "questBoard",
  input: z.object({ quest_type: z.enum(QUEST_TYPES).optional() }),
  result: z.object({
    quests: z.array(boardQuestSchema),
    resets: z.object({ daily: isoTime, weekly: isoTime }),
    timezone: z.string(),
  }),
});

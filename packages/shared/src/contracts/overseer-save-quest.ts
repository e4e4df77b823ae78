import { z } from "zod";
import { questSchema } from "../entities/content.ts";
import { saveQuestInputSchema } from "../overseer/content.ts";
import { defineContract } from "./define-contract.ts";

/** `overseerSaveQuest {id?, ...quest}` (admins only): creates a quest, or edits (and deactivates) one. */
export const overseerSaveQuestContract = defineContract({
  name: "overseerSaveQuest",
  input: saveQuestInputSchema,
  result: z.object({ quest: questSchema }),
});

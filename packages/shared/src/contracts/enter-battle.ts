import { z } from "zod";
import { submissionViewSchema } from "./battle-views.ts";
import { defineContract } from "./define-contract.ts";

const id = z.string().min(1).max(64);

/** Enters an active battle with one of the caller's own audio tracks, paying the entry fee into the pot. */
export const enterBattleContract = defineContract({
  name: "enterBattle",
  input: z.object({ battle_id: id, beat_id: id }),
  result: z.object({ submission: submissionViewSchema, stardust: z.number().int() }),
});

import { z } from "zod";
import { battleViewSchema } from "./battle-views.ts";
import { defineContract } from "./define-contract.ts";

/** How an entered battle ended for the pilot; null until it is settled. */
export const myBattleResultSchema = z.object({
  /** 1 is the winner; null when everyone was refunded (no votes). */
  place: z.number().int().min(1).nullable(),
  of: z.number().int().min(0),
  weighted_score: z.number().nullable(),
  /** Stardust the battle paid the pilot: the pot, a refund, or 0. */
  stardust: z.number().int().min(0),
  refunded: z.boolean(),
});
export type MyBattleResult = z.infer<typeof myBattleResultSchema>;

/** A battle in "my battles": its phase and next deadline come with the battle view. */
export const myBattleSchema = z.object({ battle: battleViewSchema, result: myBattleResultSchema.nullable() });
export type MyBattle = z.infer<typeof myBattleSchema>;

/** A battle the pilot judged: how many entries they scored, and nothing about who entered. */
export const judgedBattleSchema = z.object({ battle: battleViewSchema, scored: z.number().int().min(1) });
export type JudgedBattle = z.infer<typeof judgedBattleSchema>;

/** `myBattles {}`: the battles the caller hosts, entered and judged, newest first (`/MyBattles`). */
export const myBattlesContract = defineContract({
  name: "myBattles",
  input: z.object({}),
  result: z.object({ hosted: z.array(myBattleSchema), entered: z.array(myBattleSchema), judged: z.array(judgedBattleSchema) }),
});

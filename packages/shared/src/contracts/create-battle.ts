import { z } from "zod";
import { scheduleProblem } from "../battles/battle-clock.ts";
import { isoTime, longText, shortText } from "../entities/common.ts";
import { BATTLE_GENRES } from "../genres.ts";
import { BATTLE_TYPES } from "../tiers.ts";
import { battleViewSchema } from "./battle-views.ts";
import { defineContract } from "./define-contract.ts";

/** A battle takes at most this many entrants; 0 means no cap. */
export const MAX_BATTLE_PARTICIPANTS = 1000;
const INT_MAX = 2_147_483_647;

/** SPEC.md section 5: numbers are parsed as integers, empty or invalid input becomes 0, an absent field takes its default. */
function creatorInt(value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = typeof value === "number" ? value : Number.parseInt(String(value), 10);
  return Number.isFinite(parsed) ? Math.trunc(parsed) : 0;
}
const integerField = (fallback: number, max: number, maxMessage?: string) =>
  z.preprocess((value) => creatorInt(value, fallback), z.number().int().min(0, "must be 0 or more").max(max, maxMessage));

/** An empty time (the wizard's untouched picker) is no time: the server fills it in. */
const optionalTime = z.preprocess((value) => (value === "" || value === null ? undefined : value), isoTime.optional());

/**
 * The Battle Creator's fields (DESIGN.md section 5 payload), parsed the way SPEC.md section 5 says.
 * One schema for the wizard's form and for the `createBattle` function.
 */
export const battleFormSchema = z
  .object({
    title: shortText.default(""),
    description: longText.default(""),
    battle_type: z.enum(BATTLE_TYPES).default("beat_battle"),
    genre: z.enum(BATTLE_GENRES).default("hip-hop"),
    entry_fee: integerField(0, INT_MAX),
    prize_pool: integerField(0, INT_MAX),
    max_participants: integerField(10, MAX_BATTLE_PARTICIPANTS, "must be at most 1,000 (0 means no cap)"),
    start_time: optionalTime,
    end_time: optionalTime,
    voting_end_time: optionalTime,
  })
  .superRefine((form, ctx) => {
    const problem = scheduleProblem(form);
    if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
  });
/** What the form holds (strings from inputs are fine). */
export type BattleFormInput = z.input<typeof battleFormSchema>;
/** The parsed battle settings. */
export type BattleForm = z.output<typeof battleFormSchema>;

/** Creates a battle (commander and admiral), escrowing the prize pool from the host's balance. */
export const createBattleContract = defineContract({
  name: "createBattle",
  input: battleFormSchema,
  result: z.object({ battle: battleViewSchema, stardust: z.number().int() }),
});

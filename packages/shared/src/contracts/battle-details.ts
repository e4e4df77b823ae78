import { z } from "zod";
import { battleViewSchema, scoresSchema, submissionViewSchema } from "./battle-views.ts";
import { defineContract } from "./define-contract.ts";

/** One submission in a completed battle's ranking; pilots are named only once judging is over. */
export const rankingEntrySchema = z.object({
  submission_id: z.string(),
  rank: z.number().int().min(1),
  pilot_callsign: z.string(),
  /** The pilot's profile id (`/Pilot?id=…`) and picture: named only once judging is over. */
  pilot_id: z.string(),
  pilot_avatar_url: z.string().nullable(),
  title: z.string(),
  genre: z.string().nullable(),
  beat_url: z.string(),
  /** The votes counted: a vote of the host or an entrant never is. */
  votes: z.number().int().min(0),
  /** Weighted mean of calibrated vote power: what the ranking is by. */
  weighted_score: z.number(),
  /** Mean of the counted votes' raw vote power, before calibration; null without votes. */
  raw_mean: z.number().nullable(),
  average_creativity: z.number().nullable(),
  average_technical: z.number().nullable(),
  average_impact: z.number().nullable(),
  is_winner: z.boolean(),
  is_mine: z.boolean(),
});
export type RankingEntry = z.infer<typeof rankingEntrySchema>;

/** Everything the battle page shows (`/Battle?id=…`). */
export const battleDetailsContract = defineContract({
  name: "battleDetails",
  input: z.object({ battle_id: z.string().min(1).max(64) }),
  result: z.object({
    battle: battleViewSchema,
    is_host: z.boolean(),
    /** Scores cast so far over all submissions (no one's identity: judging stays blind). */
    votes: z.number().int().min(0),
    /** Who may judge this battle, and whether the caller may (not its host, an entrant or a match pilot). */
    judging: z.object({ rule: z.string(), may_judge: z.boolean() }),
    entry: z.object({
      /** The caller's own submission, when they entered. */
      submission: submissionViewSchema.nullable(),
      can_enter: z.boolean(),
      /** Why the caller cannot enter now, in words they can act on; null when they can. */
      reason: z.string().nullable(),
      /** What entering costs the caller (the explorer discount applied). */
      fee: z.number().int().min(0),
    }),
    /** Why the Overseer cancelled the battle; null unless it was cancelled. */
    cancel_reason: z.string().nullable(),
    /** The caller's submission the Overseer removed from this battle, and why; null when none was. */
    removal: z
      .object({ title: z.string(), reason: z.string(), fee_refunded: z.number().int().min(0), removed_at: z.string() })
      .nullable(),
    /** Null until the clock says completed. */
    results: z
      .object({
        /** Null when nobody entered or nobody voted: everyone is refunded. */
        winner_submission_id: z.string().nullable(),
        /** Whether the pot has been paid out or refunded yet (the lifecycle job does it within seconds). */
        settled: z.boolean(),
        formula: z.string(),
        /** How each vote is calibrated before it enters the weighted mean. */
        calibration: z.string(),
        battle_mean: z.number(),
        ranking: z.array(rankingEntrySchema),
        /** The judges' scores and notes of the caller's own submission, anonymous; null when the caller did not enter. */
        feedback: z.array(scoresSchema).nullable(),
      })
      .nullable(),
  }),
});

import { z } from "zod";
import { voteViewSchema } from "./battle-views.ts";
import { defineContract } from "./define-contract.ts";

const score = z.number().int().min(0).max(10);

/** A judge's scores of one submission (SPEC.md: 0 to 10 in steps of 1, notes optional); the Judge Panel's form uses it too. */
export const judgeScoresSchema = z.object({
  creativity: score,
  technical: score,
  impact: score,
  notes: z.string().max(2000).default(""),
});

/** Scores a submission in a battle in voting; a re-score replaces the judge's vote and pays nothing again. */
export const submitScoresContract = defineContract({
  name: "submitScores",
  input: judgeScoresSchema.extend({ submission_id: z.string().min(1).max(64) }),
  result: z.object({
    vote: voteViewSchema,
    /** Whether this score earned the vote reward (+5 Stardust, +5 XP; the first 20 of the pilot's day). */
    rewarded: z.boolean(),
    stardust: z.number().int(),
  }),
});

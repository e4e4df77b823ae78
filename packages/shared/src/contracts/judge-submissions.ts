import { z } from "zod";
import { battleViewSchema, scoresSchema } from "./battle-views.ts";
import { defineContract } from "./define-contract.ts";

/**
 * A blind submission: no entrant name, e-mail or user id until the battle is completed. The
 * caller's own submissions are not offered, and each judge gets their own stable random order.
 */
export const blindSubmissionSchema = z.object({
  id: z.string(),
  title: z.string(),
  genre: z.string().nullable(),
  beat_url: z.string(),
  duration_seconds: z.number().nullable(),
  /** The caller's scores when they have already judged it; a new score replaces them. */
  my_vote: scoresSchema.nullable(),
});
export type BlindSubmission = z.infer<typeof blindSubmissionSchema>;

/** The Judge Panel's right column for one battle in voting. */
export const judgeSubmissionsContract = defineContract({
  name: "judgeSubmissions",
  input: z.object({ battle_id: z.string().min(1).max(64) }),
  result: z.object({ battle: battleViewSchema, submissions: z.array(blindSubmissionSchema) }),
});

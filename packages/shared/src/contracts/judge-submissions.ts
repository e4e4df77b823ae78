import { z } from "zod";
import { TRACK_STATUSES } from "../entities/enums.ts";
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
  /**
   * The original file, only while the track has no preview yet (still processing): judges listen to
   * the preview, and never need the original once it exists.
   */
  beat_url: z.string().nullable(),
  /** The streaming rendition (AAC, about 128 kbps) judges listen to. */
  preview_url: z.string().nullable(),
  /** Waveform peaks (audiowaveform JSON) to draw without downloading the audio. */
  peaks_url: z.string().nullable(),
  /** The gain that plays the submission at -14 LUFS with its true peak at or below -1 dBTP. */
  playback_gain_db: z.number().nullable(),
  /** The track's processing; a judge hears a `processing` one once it is ready. */
  status: z.enum(TRACK_STATUSES),
  duration_seconds: z.number().nullable(),
  /** The caller's scores when they have already judged it; a new score replaces them. */
  my_vote: scoresSchema.nullable(),
});
export type BlindSubmission = z.infer<typeof blindSubmissionSchema>;

/** The most submissions one page of the Judge Panel's list holds. */
export const JUDGE_PAGE_MAX = 100;

/**
 * The Judge Panel's right column for one battle in voting, in the judge's own order: all of it, or
 * with `limit` a page at a time, `after` being the `next` of the previous page (the last
 * submission it held). The order never changes while votes arrive, so pages neither skip nor repeat.
 */
export const judgeSubmissionsContract = defineContract({
  name: "judgeSubmissions",
  input: z.object({
    battle_id: z.string().min(1).max(64),
    limit: z.number().int().min(1).max(JUDGE_PAGE_MAX).optional(),
    after: z.string().min(1).max(64).optional(),
  }),
  result: z.object({ battle: battleViewSchema, submissions: z.array(blindSubmissionSchema), next: z.string().nullable() }),
});

import { z } from "zod";
import { BATTLE_TYPES } from "../tiers.ts";
import { int, isoTime, longText, nonNegativeInt, shortText, systemFields } from "./common.ts";
import { BATTLE_STATUSES } from "./enums.ts";

/** What an admin may change on a battle through the entity API; creation is the `createBattle` function. */
export const battleInputSchema = z.object({
  title: shortText.default(""),
  description: longText.default(""),
  battle_type: z.enum(BATTLE_TYPES).default("beat_battle"),
  genre: shortText.default("hip-hop"),
  entry_fee: nonNegativeInt.default(0),
  prize_pool: nonNegativeInt.default(0),
  max_participants: int.min(0).max(10_000).default(10),
  start_time: isoTime,
  end_time: isoTime,
  voting_end_time: isoTime,
});
export const battleSchema = battleInputSchema.extend({
  ...systemFields,
  status: z.enum(BATTLE_STATUSES),
  host_email: z.string(),
  winner_submission_id: z.string().nullable(),
  /** The escrowed prize pool plus the entry fees paid, and the entrants so far. */
  pot: nonNegativeInt,
  entrants: nonNegativeInt,
  settled_at: z.string().nullable(),
  /** The tournament whose match this battle is, if any. */
  tournament_id: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
});
export type Battle = z.infer<typeof battleSchema>;

export const beatSubmissionSchema = z.object({
  ...systemFields,
  battle_id: z.string(),
  beat_id: z.string().nullable(),
  user_email: z.string(),
  title: z.string(),
  genre: z.string().nullable(),
  beat_url: z.string(),
  /** What the pilot paid to enter, after any discount: what a refund gives back. */
  fee_paid: int,
  storage_key: z.string().nullable(),
  content_type: z.string().nullable(),
  duration_seconds: z.number().nullable(),
});
export type BeatSubmission = z.infer<typeof beatSubmissionSchema>;

export const voteSchema = z.object({
  ...systemFields,
  battle_id: z.string(),
  submission_id: z.string(),
  voter_email: z.string(),
  creativity: int.min(0).max(10),
  technical: int.min(0).max(10),
  impact: int.min(0).max(10),
  notes: z.string(),
  vote_power: int.min(0).max(10),
  /** The voter's day on which this vote earned the vote reward; null when it earned none. */
  rewarded_day: z.string().nullable(),
});
export type Vote = z.infer<typeof voteSchema>;

import { z } from "zod";
import { BATTLE_STATUSES } from "../entities/enums.ts";
import { BATTLE_TYPES } from "../tiers.ts";

const isoString = z.string();
const count = z.number().int().min(0);
const scoreValue = z.number().int().min(0).max(10);

/**
 * A battle as every battle reply shows it: the status is the clock's (even before the lifecycle job
 * has run), the pot is the escrowed prize pool plus the entry fees paid, and the host is named by
 * callsign only — never an e-mail.
 */
export const battleViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  battle_type: z.enum(BATTLE_TYPES),
  genre: z.string(),
  entry_fee: count,
  prize_pool: count,
  /** 0 = no cap. */
  max_participants: count,
  start_time: isoString,
  end_time: isoString,
  voting_end_time: isoString,
  status: z.enum(BATTLE_STATUSES),
  /** When the status next changes (start, end of entries, end of voting); null once completed. */
  next_phase_at: isoString.nullable(),
  pot: count,
  entrants: count,
  host_callsign: z.string(),
  /** The tournament whose match this battle is; null for a pilot's own battle. */
  tournament_id: z.string().nullable().default(null),
  created_date: isoString,
});
export type BattleView = z.infer<typeof battleViewSchema>;

/** One judge's scores of one submission. */
export const scoresSchema = z.object({
  creativity: scoreValue,
  technical: scoreValue,
  impact: scoreValue,
  notes: z.string(),
  vote_power: scoreValue,
});
export type Scores = z.infer<typeof scoresSchema>;

/** A vote as its judge sees it. */
export const voteViewSchema = scoresSchema.extend({
  id: z.string(),
  battle_id: z.string(),
  submission_id: z.string(),
  created_date: isoString,
  updated_date: isoString,
});
export type VoteView = z.infer<typeof voteViewSchema>;

/** A submission as its own pilot sees it. */
export const submissionViewSchema = z.object({
  id: z.string(),
  battle_id: z.string(),
  beat_id: z.string().nullable(),
  title: z.string(),
  genre: z.string().nullable(),
  /** Plays even after the pilot deleted the track from their library; null once the track has a preview, which plays instead. */
  beat_url: z.string().nullable(),
  /** The streaming preview and waveform peaks of the entered track; null while it is processing. */
  preview_url: z.string().nullable(),
  peaks_url: z.string().nullable(),
  duration_seconds: z.number().nullable(),
  fee_paid: count,
  created_date: isoString,
});
export type SubmissionView = z.infer<typeof submissionViewSchema>;

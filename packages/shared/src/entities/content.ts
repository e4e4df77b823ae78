import { z } from "zod";
import { UPLOAD_GENRES } from "../genres.ts";
import { BATTLE_TYPES, TIERS } from "../tiers.ts";
import { tournamentWindowFields } from "../tournaments/match-windows.ts";
import { dollars, int, isoTime, longText, nonNegativeInt, shortText, systemFields } from "./common.ts";
import { CARD_TYPES, EFFECT_TYPES, MEDIA_TYPES, QUEST_EVENTS, QUEST_TYPES, RARITIES, TOURNAMENT_STATES, TRACK_STATUSES } from "./enums.ts";

export const questInputSchema = z.object({
  title: shortText.min(1),
  description: longText.default(""),
  quest_type: z.enum(QUEST_TYPES),
  stardust_reward: nonNegativeInt.default(0),
  xp_reward: nonNegativeInt.nullable().default(null),
  is_active: z.boolean().default(true),
  objective_event: z.enum(QUEST_EVENTS),
  objective_count: int.min(1).max(10_000).default(1),
});
export const questSchema = questInputSchema.extend(systemFields);
export type Quest = z.infer<typeof questSchema>;

export const cardInputSchema = z.object({
  card_name: shortText.min(1),
  card_type: z.enum(CARD_TYPES),
  description: longText.default(""),
  effect_type: z.enum(EFFECT_TYPES),
  effect_value: int.min(-100_000).max(100_000),
  rarity: z.enum(RARITIES).default("common"),
});
export const cardSchema = cardInputSchema.extend(systemFields);
export type Card = z.infer<typeof cardSchema>;

export const tournamentInputSchema = z.object({
  name: shortText.min(1),
  description: longText.default(""),
  state: z.enum(TOURNAMENT_STATES).default("open"),
  starts_at: isoTime,
  ends_at: isoTime,
  max_players: int.min(2).max(100_000),
  entry_fee: nonNegativeInt.default(0),
  min_tier: z.enum(TIERS).nullable().default(null),
  prize_pool: dollars.default(0),
  /** The battle mode every match is played in. */
  battle_type: z.enum(BATTLE_TYPES).default("beat_battle"),
  ...tournamentWindowFields,
});
export const tournamentSchema = tournamentInputSchema.extend({
  ...systemFields,
  current_players: nonNegativeInt,
  bracket_started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** Private, like every e-mail (docs/decisions/007). */
  champion_email: z.string().nullable(),
});
export type Tournament = z.infer<typeof tournamentSchema>;

export const tournamentEntrySchema = z.object({
  ...systemFields,
  tournament_id: z.string(),
  user_email: z.string(),
  /** The entrant's seed (1 is the top seed), drawn with the bracket. */
  seed: int.nullable(),
});
export type TournamentEntry = z.infer<typeof tournamentEntrySchema>;

/**
 * The fields of a track a pilot may write through the entity API. The file fields (URL, size, type,
 * duration) are set by the server from the upload itself, so they cannot be forged.
 */
export const beatInputSchema = z.object({
  title: shortText.min(1),
  description: longText.default(""),
  genre: z.enum(UPLOAD_GENRES).nullable().default(null),
});
export const beatSchema = beatInputSchema.extend({
  ...systemFields,
  user_email: z.string(),
  media_type: z.enum(MEDIA_TYPES),
  file_url: z.string(),
  file_size: nonNegativeInt,
  content_type: z.string().nullable(),
  duration_seconds: z.number().nullable(),
  status: z.enum(TRACK_STATUSES),
  pilot_name: z.string(),
  storage_key: z.string().nullable(),
  // Set by the server's processing of the file; null until it is done (or for what it does not apply to).
  processing_error: z.string().nullable(),
  sample_rate: int.nullable(),
  channels: int.nullable(),
  loudness_lufs: z.number().nullable(),
  loudness_range_lu: z.number().nullable(),
  true_peak_dbtp: z.number().nullable(),
  playback_gain_db: z.number().nullable(),
  peaks_url: z.string().nullable(),
  preview_url: z.string().nullable(),
  poster_url: z.string().nullable(),
  duplicate_of: z.string().nullable(),
  /** The owner keeps this track off their public profile (`setTrackHidden`). */
  hidden_from_profile: z.boolean(),
});
export type Beat = z.infer<typeof beatSchema>;

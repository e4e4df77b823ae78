import type { BATTLE_TYPES, CARD_TYPES, EFFECT_TYPES, QUEST_EVENTS, QUEST_TYPES, RARITIES, Tier, TransactionType } from "@soundship/shared";
import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth-schema.ts";
import { systemColumns, tz } from "./columns.ts";

/** A text column holding one of a shared list's values (the contracts' enums). */
type OneOf<List extends readonly string[]> = List[number];

const pilot = () => text().notNull().references(() => users.email, { onDelete: "cascade", onUpdate: "cascade" });

export const memberships = pgTable("memberships", {
  ...systemColumns(),
  user_email: pilot().unique(),
  tier: text().$type<Tier>().notNull(),
  billing_cycle: text().notNull(),
  status: text().notNull().default("active"),
  started_at: timestamp(tz).notNull(),
  expires_at: timestamp(tz).notNull(),
  // Dollars, exact: a price has cents and a share two decimals, so a contribution has at most four.
  prize_pool_contribution: numeric({ precision: 14, scale: 4, mode: "number" }).notNull().default(0),
  battle_entries_used: integer().notNull().default(0),
  upload_slots_used: integer().notNull().default(0),
  auto_renew: boolean().notNull().default(true),
  // When battle_entries_used next starts again from 0: monthly, also inside an annual period.
  battle_entries_reset_at: timestamp(tz),
  // The payment provider's subscription (Stripe), which renewals and cancellations name.
  provider_subscription_id: text().unique(),
  // The time of the last provider event applied, so an older event delivered late changes nothing.
  provider_event_at: timestamp(tz),
}, (t) => [
  index("memberships_status_expiry_idx").on(t.status, t.expires_at),
  // Lists in record order (the default sort, newest first, and its reverse): read off the index.
  index("memberships_created_idx").on(t.created_date, t.id),
  // The monthly Supernova grant looks for active memberships of two tiers.
  index("memberships_tier_status_idx").on(t.tier, t.status, t.expires_at),
  check("memberships_status_known", sql`${t.status} in ('active', 'expired', 'canceled')`),
  check("memberships_tier_known", sql`${t.tier} in ('cadet', 'explorer', 'commander', 'admiral')`),
  check("memberships_cycle_known", sql`${t.billing_cycle} in ('monthly', 'annual')`),
  check("memberships_counters_non_negative", sql`${t.battle_entries_used} >= 0 and ${t.upload_slots_used} >= 0`),
]);

export const beats = pgTable("beats", {
  ...systemColumns(),
  user_email: pilot(),
  title: text().notNull(),
  description: text().notNull().default(""),
  genre: text(),
  media_type: text().notNull().default("beat"),
  file_url: text().notNull(),
  file_size: integer().notNull().default(0),
  status: text().notNull().default("ready"),
  pilot_name: text().notNull(),
  // Set from the uploaded file by the server: the type its bytes proved to be, its length in seconds
  // (audio), and where it is stored. Null for tracks that came from anywhere but an upload.
  content_type: text(),
  duration_seconds: doublePrecision(),
  storage_key: text().unique(),
  // Set by the server's processing of the file (core/media, decisions/023): 'processing' until it
  // is done, then 'ready' or 'failed' with a sentence saying why.
  processing_error: text(),
  sample_rate: integer(),
  channels: integer(),
  // EBU R128 integrated loudness, loudness range and true peak, each to 0.1.
  loudness_lufs: doublePrecision(),
  loudness_range_lu: doublePrecision(),
  true_peak_dbtp: doublePrecision(),
  // The gain that plays the track at -14 LUFS, limited so its true peak stays at or below -1 dBTP.
  playback_gain_db: doublePrecision(),
  peaks_url: text(),
  preview_url: text(),
  poster_url: text(),
  // An earlier track of another pilot with the same recording (acoustic fingerprint); never blocks.
  duplicate_of: text().references((): AnyPgColumn => beats.id, { onDelete: "set null" }),
  // The owner's choice to keep a track off their public profile (pilotProfile); only they set it.
  hidden_from_profile: boolean().notNull().default(false),
}, (t) => [
  index("beats_owner_idx").on(t.user_email, t.created_date),
  index("beats_created_idx").on(t.created_date, t.id),
  index("beats_processing_idx").on(t.created_date).where(sql`${t.status} = 'processing'`),
  check("beats_status_known", sql`${t.status} in ('processing', 'ready', 'failed')`),
]);

/**
 * Uploads between `createUploadUrl` and the file's arrival, and afterwards the log that upload slots
 * and the daily bonus are counted from (it outlives the track: deleting a track frees no slot).
 */
export const uploads = pgTable("uploads", {
  ...systemColumns(),
  user_email: pilot(),
  media_type: text().notNull(),
  content_type: text().notNull(),
  size: integer().notNull(),
  title: text().notNull(),
  description: text().notNull().default(""),
  genre: text(),
  storage_key: text().notNull().unique(),
  // pending: link handed out; receiving: a PUT is streaming in; complete: recorded as a track.
  status: text().notNull().default("pending"),
  // The PUT (or completion) now receiving: only it may place the file and record the track. A
  // receiving upload with no progress for a lease is taken over by the next attempt.
  attempt: text(),
  expires_at: timestamp(tz).notNull(),
  completed_at: timestamp(tz),
  // The pilot's day it completed on, for "the first 3 uploads a day".
  completed_day: text(),
  beat_id: text().references(() => beats.id, { onDelete: "set null" }),
}, (t) => [
  index("uploads_owner_completed_idx").on(t.user_email, t.completed_at),
  index("uploads_status_expiry_idx").on(t.status, t.expires_at),
  check("uploads_status_known", sql`${t.status} in ('pending', 'receiving', 'complete')`),
  check("uploads_size_positive", sql`${t.size} > 0`),
]);

export const quests = pgTable("quests", {
  ...systemColumns(),
  title: text().notNull(),
  description: text().notNull().default(""),
  quest_type: text().$type<OneOf<typeof QUEST_TYPES>>().notNull(),
  stardust_reward: integer().notNull().default(0),
  xp_reward: integer(),
  is_active: boolean().notNull().default(true),
  objective_event: text().$type<OneOf<typeof QUEST_EVENTS>>().notNull(),
  objective_count: integer().notNull().default(1),
}, (t) => [
  check("quests_type_known", sql`${t.quest_type} in ('daily', 'weekly', 'story', 'special')`),
  check("quests_rewards_non_negative", sql`${t.stardust_reward} >= 0 and coalesce(${t.xp_reward}, 0) >= 0`),
  check("quests_goal_positive", sql`${t.objective_count} > 0`),
]);

export const questProgress = pgTable("quest_progress", {
  ...systemColumns(),
  user_email: pilot(),
  quest_id: text().notNull().references(() => quests.id, { onDelete: "cascade" }),
  // The pilot's day ('2026-11-21'), ISO week ('2026-W47') or 'once', so each period is claimed once.
  period: text().notNull(),
  count: integer().notNull().default(0),
  progress: integer().notNull().default(0),
  claimed: boolean().notNull().default(false),
  completed_at: timestamp(tz),
}, (t) => [
  uniqueIndex("quest_progress_once_per_period").on(t.user_email, t.quest_id, t.period),
  // Lists in record order (the default sort, newest first, and its reverse): read off the index.
  index("quest_progress_created_idx").on(t.created_date, t.id),
  check("quest_progress_range", sql`${t.progress} between 0 and 100 and ${t.count} >= 0`),
]);

export const stardustTransactions = pgTable("stardust_transactions", {
  ...systemColumns(),
  user_email: pilot(),
  amount: integer().notNull(),
  transaction_type: text().$type<TransactionType>().notNull(),
  reference_id: text(),
  description: text().notNull().default(""),
  balance_after: integer().notNull(),
}, (t) => [
  // A pilot's ledger in the Vault's order (newest first, then id): its last 50 rows are the first
  // 50 entries, however long the pilot's history.
  index("stardust_transactions_owner_idx").on(t.user_email, t.created_date.desc(), t.id.desc()),
  // Lists in record order (the default sort, newest first, and its reverse): read off the index.
  index("stardust_transactions_created_idx").on(t.created_date, t.id),
  // A bundle paid for once is credited once, however often its payment is reported.
  uniqueIndex("stardust_transactions_bundle_once").on(t.reference_id).where(sql`${t.transaction_type} = 'bundle_purchase'`),
  // Battle money and vote rewards move once per pilot and reference (battle or submission): two
  // settlements racing on two instances cannot pay twice, whatever the code above them does.
  uniqueIndex("stardust_transactions_once_per_reference")
    .on(t.user_email, t.transaction_type, t.reference_id)
    .where(sql`${t.transaction_type} in ('battle_prize_escrow', 'battle_entry', 'battle_win', 'battle_refund', 'vote_reward')`),
  // A tournament's pot goes to one champion, once, however many instances settle its final.
  uniqueIndex("stardust_transactions_tournament_prize_once").on(t.reference_id).where(sql`${t.transaction_type} = 'tournament_prize'`),
  check("stardust_transactions_balance_non_negative", sql`${t.balance_after} >= 0`),
]);

export const tournaments = pgTable("tournaments", {
  ...systemColumns(),
  name: text().notNull(),
  description: text().notNull().default(""),
  state: text().notNull().default("open"),
  starts_at: timestamp(tz).notNull(),
  ends_at: timestamp(tz).notNull(),
  max_players: integer().notNull(),
  current_players: integer().notNull().default(0),
  entry_fee: integer().notNull().default(0),
  min_tier: text(),
  // Dollars set by the Overseer: exact cents (a double adds 0.1 and 0.2 to 0.30000000000000004).
  prize_pool: numeric({ precision: 12, scale: 2, mode: "number" }).notNull().default(0),
  // The mode every match battle is played in, and each round's windows (docs/decisions/014).
  battle_type: text().$type<OneOf<typeof BATTLE_TYPES>>().notNull().default("beat_battle"),
  match_entry_hours: integer().notNull().default(48),
  match_voting_hours: integer().notNull().default(24),
  // When the tick drew the bracket, and when the final settled; the champion's e-mail is private.
  bracket_started_at: timestamp(tz),
  completed_at: timestamp(tz),
  champion_email: text().references(() => users.email, { onDelete: "set null", onUpdate: "cascade" }),
}, (t) => [
  check("tournaments_state_known", sql`${t.state} in ('open', 'in_progress', 'completed')`),
  check("tournaments_battle_type_known", sql`${t.battle_type} in ('beat_battle', 'song_battle', 'rap_on_beat', 'singer_showdown', 'freestyle_cipher')`),
  check("tournaments_match_windows_in_range", sql`${t.match_entry_hours} between 1 and 720 and ${t.match_voting_hours} between 1 and 720`),
  check("tournaments_players_in_range", sql`${t.current_players} >= 0`),
  check("tournaments_fee_non_negative", sql`${t.entry_fee} >= 0`),
  check("tournaments_dates_in_order", sql`${t.starts_at} < ${t.ends_at}`),
  // Lists in record order (the default sort, newest first, and its reverse): read off the index.
  index("tournaments_created_idx").on(t.created_date, t.id),
  // The brackets still to draw, in order of start (the tournament tick's queue).
  index("tournaments_undrawn_idx").on(t.starts_at).where(sql`${t.bracket_started_at} is null and ${t.completed_at} is null`),
]);

export const tournamentEntries = pgTable("tournament_entries", {
  ...systemColumns(),
  tournament_id: text().notNull().references(() => tournaments.id, { onDelete: "cascade" }),
  user_email: pilot(),
  // The entrant's seed (1 is the top seed), drawn at random when the bracket is drawn.
  seed: integer(),
}, (t) => [
  uniqueIndex("tournament_entries_once").on(t.tournament_id, t.user_email),
  index("tournament_entries_owner_idx").on(t.user_email, t.created_date, t.id),
  index("tournament_entries_created_idx").on(t.created_date, t.id),
]);

/**
 * The bracket: one row per match of every round, drawn at starts_at. A first-round bye has no
 * pilot b and is decided at once; a match with both pilots known is played as a battle.
 */
export const tournamentMatches = pgTable("tournament_matches", {
  ...systemColumns(),
  tournament_id: text().notNull().references(() => tournaments.id, { onDelete: "cascade" }),
  round: integer().notNull(),
  match: integer().notNull(),
  pilot_a_email: text().references(() => users.email, { onDelete: "set null", onUpdate: "cascade" }),
  pilot_b_email: text().references(() => users.email, { onDelete: "set null", onUpdate: "cascade" }),
  seed_a: integer(),
  seed_b: integer(),
  battle_id: text().references(() => battles.id, { onDelete: "set null" }),
  winner_email: text().references(() => users.email, { onDelete: "set null", onUpdate: "cascade" }),
  decided_at: timestamp(tz),
}, (t) => [
  uniqueIndex("tournament_matches_position").on(t.tournament_id, t.round, t.match),
  uniqueIndex("tournament_matches_battle").on(t.battle_id),
  check("tournament_matches_position_positive", sql`${t.round} >= 1 and ${t.match} >= 1`),
]);

export const battles = pgTable("battles", {
  ...systemColumns(),
  title: text().notNull().default(""),
  description: text().notNull().default(""),
  battle_type: text().$type<OneOf<typeof BATTLE_TYPES>>().notNull().default("beat_battle"),
  genre: text().notNull().default("hip-hop"),
  entry_fee: integer().notNull().default(0),
  prize_pool: integer().notNull().default(0),
  max_participants: integer().notNull().default(10),
  start_time: timestamp(tz).notNull(),
  end_time: timestamp(tz).notNull(),
  voting_end_time: timestamp(tz).notNull(),
  status: text().notNull().default("upcoming"),
  host_email: pilot(),
  winner_submission_id: text(),
  // The escrowed prize pool plus the entry fees paid, and the entrants so far; both change only
  // under the battle's row lock, so capacity and the pot are exact under parallel entries.
  pot: integer().notNull().default(0),
  entrants: integer().notNull().default(0),
  // Set once, by the settlement that paid the pot or refunded it.
  settled_at: timestamp(tz),
  // A tournament match: only its two pilots may enter, and its settlement advances the bracket.
  tournament_id: text().references(() => tournaments.id, { onDelete: "set null" }),
  // Set by the Overseer's cancel (which refunds and settles the battle at once), with the reason.
  cancelled_at: timestamp(tz),
  cancel_reason: text(),
}, (t) => [
  index("battles_tournament_idx").on(t.tournament_id),
  index("battles_status_idx").on(t.status),
  index("battles_unsettled_idx").on(t.voting_end_time).where(sql`${t.settled_at} is null`),
  // Lists in record order (the default sort, newest first, and its reverse): read off the index.
  index("battles_created_idx").on(t.created_date, t.id),
  // The battle lists by the clock's status, each in its own order (battle-list.ts): upcoming by
  // start, active by end, voting and completed by the end of voting.
  index("battles_start_idx").on(t.start_time, t.id),
  index("battles_end_idx").on(t.end_time, t.id),
  index("battles_voting_end_idx").on(t.voting_end_time, t.id),
  // The Command Deck's active battles, earliest start first: only battles not yet settled, with
  // their end in the index, so the ones already voting are passed over without reading them.
  index("battles_open_start_idx").on(t.start_time, t.id, t.end_time).where(sql`${t.settled_at} is null and ${t.cancelled_at} is null`),
  check("battles_pot_non_negative", sql`${t.pot} >= 0 and ${t.entrants} >= 0`),
  check("battles_status_known", sql`${t.status} in ('upcoming', 'active', 'voting', 'completed', 'cancelled')`),
  check("battles_amounts_non_negative", sql`${t.entry_fee} >= 0 and ${t.prize_pool} >= 0`),
  check("battles_times_in_order", sql`${t.start_time} <= ${t.end_time} and ${t.end_time} <= ${t.voting_end_time}`),
]);

export const beatSubmissions = pgTable("beat_submissions", {
  ...systemColumns(),
  battle_id: text().notNull().references(() => battles.id, { onDelete: "cascade" }),
  beat_id: text().references(() => beats.id, { onDelete: "set null" }),
  user_email: pilot(),
  title: text().notNull(),
  genre: text(),
  beat_url: text().notNull(),
  // What the pilot paid to enter (after any discount): what a refund gives back.
  fee_paid: integer().notNull().default(0),
  // The entered track's file, kept while a submission refers to it even after the track is deleted.
  storage_key: text(),
  content_type: text(),
  duration_seconds: doublePrecision(),
}, (t) => [
  // A battle's submissions; with the entrant and the id, the Judge Panel orders a battle of
  // thousands of entries for a judge from the index alone and reads the rows of one page.
  index("beat_submissions_battle_idx").on(t.battle_id, t.user_email, t.id),
  index("beat_submissions_storage_key_idx").on(t.storage_key),
  uniqueIndex("beat_submissions_once_per_pilot").on(t.battle_id, t.user_email),
  // Lists in record order (the default sort, newest first, and its reverse): read off the index.
  index("beat_submissions_created_idx").on(t.created_date, t.id),
  // A free pilot's entries this calendar month (their three free entries) are counted off this index.
  index("beat_submissions_pilot_created_idx").on(t.user_email, t.created_date),
]);

export const votes = pgTable("votes", {
  ...systemColumns(),
  battle_id: text().notNull().references(() => battles.id, { onDelete: "cascade" }),
  submission_id: text().notNull().references(() => beatSubmissions.id, { onDelete: "cascade" }),
  voter_email: pilot(),
  creativity: integer().notNull(),
  technical: integer().notNull(),
  impact: integer().notNull(),
  notes: text().notNull().default(""),
  vote_power: integer().notNull(),
  // The voter's day on which this vote earned the vote reward; null when it earned none.
  rewarded_day: text(),
}, (t) => [
  index("votes_voter_rewarded_idx").on(t.voter_email, t.rewarded_day),
  uniqueIndex("votes_once_per_voter").on(t.voter_email, t.submission_id),
  // Lists in record order (the default sort, newest first, and its reverse): read off the index.
  index("votes_created_idx").on(t.created_date, t.id),
  // A submission's votes (results, settlement) and a battle's (its page, cascades).
  index("votes_submission_idx").on(t.submission_id),
  index("votes_battle_idx").on(t.battle_id),
  // The judge calibration's reads, from the index alone: a time window of all votes, and a judge's
  // latest votes, each with its power.
  index("votes_updated_idx").on(t.updated_date, t.vote_power),
  index("votes_voter_recent_idx").on(t.voter_email, t.updated_date.desc(), t.id.desc(), t.vote_power),
  check("votes_scores_in_range", sql`${t.creativity} between 0 and 10 and ${t.technical} between 0 and 10 and ${t.impact} between 0 and 10`),
]);

/**
 * The votes cast by a pilot with a stake in their battle (its host, an entrant, a removed entrant,
 * a player of its match): they count in no judge's history (DESIGN.md section 6, Judging). Kept by
 * triggers on every table a stake comes from (migration `community_scale`), so the calibration
 * leaves out these few instead of testing each of the millions of votes of its 90 days.
 */
export const stakeVotes = pgTable("stake_votes", {
  vote_id: text().primaryKey().references(() => votes.id, { onDelete: "cascade" }),
});

/**
 * The votes a settled battle counted and the calibrated power each entered its result with (the
 * same position in both arrays), written once at settlement so the result never moves afterwards
 * (decisions/025). One row per battle: a row per vote, each checked against two foreign keys, was
 * most of a hundred-thousand-vote settlement's time. Its key refuses a second settlement.
 */
export const countedVotes = pgTable("battle_counted_votes", {
  battle_id: text().primaryKey().references(() => battles.id, { onDelete: "cascade" }),
  vote_ids: text().array().notNull(),
  calibrated_powers: doublePrecision().array().notNull(),
}, (t) => [check("battle_counted_votes_paired", sql`cardinality(${t.vote_ids}) = cardinality(${t.calibrated_powers})`)]);

export const cards = pgTable("cards", {
  ...systemColumns(),
  card_name: text().notNull(),
  card_type: text().$type<OneOf<typeof CARD_TYPES>>().notNull(),
  description: text().notNull().default(""),
  effect_type: text().$type<OneOf<typeof EFFECT_TYPES>>().notNull(),
  effect_value: integer().notNull(),
  rarity: text().$type<OneOf<typeof RARITIES>>().notNull().default("common"),
}, (t) => [
  check("cards_type_known", sql`${t.card_type} in ('doom', 'spare luck')`),
  check("cards_rarity_known", sql`${t.rarity} in ('common', 'rare', 'epic', 'legendary')`),
]);

export const cardDrops = pgTable("card_drops", {
  ...systemColumns(),
  user_email: pilot(),
  card_id: text().notNull().references(() => cards.id, { onDelete: "cascade" }),
  source: text().notNull().default("daily_login"),
  // The pilot's own day; one daily draw per day is a unique key, not a check in code.
  day: text().notNull(),
  claimed: boolean().notNull().default(true),
  claimed_at: timestamp(tz).notNull().defaultNow(),
}, (t) => [
  uniqueIndex("card_drops_one_daily_draw").on(t.user_email, t.day).where(sql`${t.source} = 'daily_login'`),
  index("card_drops_owner_idx").on(t.user_email, t.created_date, t.id),
  // Lists in record order (the default sort, newest first, and its reverse): read off the index.
  index("card_drops_created_idx").on(t.created_date, t.id),
]);

/** Answers of functions called with an Idempotency-Key, replayed for a repeat within 24 hours. */
export const idempotencyKeys = pgTable("idempotency_keys", {
  user_id: text().notNull().references(() => users.id, { onDelete: "cascade" }),
  key: text().notNull(),
  function_name: text().notNull(),
  // sha256 of the parsed payload; a repeat with another payload is refused. Null on older keys.
  payload_hash: text(),
  status_code: integer(),
  response: jsonb(),
  created_at: timestamp(tz).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.user_id, t.key] }), index("idempotency_keys_age_idx").on(t.created_at)]);

/**
 * Supernovas, the commanders' premium currency (SPEC.md section 6): every change is a row, like
 * Stardust, and the monthly grant is unique per pilot and month.
 */
export const supernovaTransactions = pgTable("supernova_transactions", {
  ...systemColumns(),
  user_email: pilot(),
  amount: integer().notNull(),
  reason: text().notNull(),
  // The month a grant is for ('2026-11'); null for other changes.
  period: text(),
  balance_after: integer().notNull(),
}, (t) => [
  index("supernova_transactions_owner_idx").on(t.user_email, t.created_date.desc()),
  uniqueIndex("supernova_transactions_grant_once").on(t.user_email, t.period).where(sql`${t.reason} = 'monthly_grant'`),
  check("supernova_transactions_balance_non_negative", sql`${t.balance_after} >= 0`),
]);

/**
 * How many memberships of each tier and billing cycle are active, kept by triggers on
 * `memberships` (migration `community_scale`), so the prize pool is a few rows read rather than a
 * count of every member on each Membership HQ and Command Deck view.
 */
export const membershipCounts = pgTable("membership_counts", {
  tier: text().$type<Tier>().notNull(),
  billing_cycle: text().notNull(),
  active: integer().notNull().default(0),
}, (t) => [primaryKey({ columns: [t.tier, t.billing_cycle] })]);

/** Checkouts handed to the payment provider, and whether they were paid. */
export const payments = pgTable("payments", {
  ...systemColumns(),
  user_email: pilot(),
  // membership: a tier and cycle; bundle: the Stardust Vault.
  kind: text().notNull(),
  tier: text(),
  billing_cycle: text(),
  provider: text().notNull(),
  // The provider's checkout (Stripe Checkout Session id); null for the demo provider.
  provider_ref: text().unique(),
  amount: numeric({ precision: 12, scale: 2, mode: "number" }).notNull(),
  status: text().notNull().default("pending"),
  paid_at: timestamp(tz),
}, (t) => [
  check("payments_kind_known", sql`${t.kind} in ('membership', 'bundle')`),
  check("payments_status_known", sql`${t.status} in ('pending', 'paid')`),
]);

/** Provider events applied, by the provider's event id, so a redelivered event is applied once. */
export const paymentEvents = pgTable("payment_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  received_at: timestamp(tz).notNull().defaultNow(),
});

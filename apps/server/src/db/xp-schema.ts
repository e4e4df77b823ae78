import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth-schema.ts";
import { tz } from "./columns.ts";

/**
 * The XP ledger: one row per change of a pilot's XP, written with the change (DESIGN.md section 6),
 * so a pilot's `xp` always equals the sum of their rows.
 */
export const xpTransactions = pgTable("xp_transactions", {
  id: text().primaryKey().default(sql`gen_random_uuid()::text`),
  user_id: text().notNull().references(() => users.id, { onDelete: "cascade" }),
  amount: integer().notNull(),
  reason: text().notNull(),
  reference_id: text(),
  xp_after: integer().notNull(),
  created_date: timestamp(tz).notNull().defaultNow(),
}, (t) => [
  index("xp_transactions_owner_idx").on(t.user_id, t.created_date),
  check("xp_transactions_xp_non_negative", sql`${t.xp_after} >= 0`),
]);

/**
 * A pilot's running XP total in one season (a calendar month, UTC), kept with every XP change so
 * the season board is an index scan rather than a sum over the month's ledger. `signed_up_at`
 * copies the pilot's sign-up time (it never changes) so the whole board order is one index;
 * `banned` copies whether the pilot is banned (a trigger on `users` keeps it, migration
 * `season_bans`), so a banned pilot is off the index and the season's counts like the all-time board.
 */
export const seasonScores = pgTable("season_scores", {
  season: date({ mode: "string" }).notNull(),
  user_id: text().notNull().references(() => users.id, { onDelete: "cascade" }),
  xp: integer().notNull().default(0),
  battles_won: integer().notNull().default(0),
  signed_up_at: timestamp(tz).notNull(),
  banned: boolean().notNull().default(false),
}, (t) => [
  primaryKey({ columns: [t.season, t.user_id] }),
  // The season board's order; only pilots with a positive score who are not banned are ranked.
  index("season_scores_board_idx")
    .on(t.season, t.xp.desc().nullsFirst(), t.battles_won.desc().nullsFirst(), t.signed_up_at.asc(), t.user_id.asc())
    .where(sql`${t.xp} > 0 and not ${t.banned}`),
  // A pilot's rows in every season, for a ban or its lifting (and the cascade when a pilot is removed).
  index("season_scores_pilot_idx").on(t.user_id),
]);

/**
 * How many ranked pilots hold each all-time score, at two levels: level 0 per exact XP, level 1 per
 * band of 1024 XP (key = xp >> 10). Kept by triggers on `users` (migration `board_counters`), so the pilots
 * ahead on score are a sum over at most the bands above plus 1024 scores, whatever the position.
 */
export const xpHistogram = pgTable("xp_histogram", {
  level: smallint().notNull(),
  key: integer().notNull(),
  pilots: integer().notNull().default(0),
}, (t) => [primaryKey({ columns: [t.level, t.key] })]);

/**
 * The same counts for each season's board, kept by triggers on `season_scores`, so a
 * season rank costs what an all-time rank does.
 */
export const seasonHistogram = pgTable("season_histogram", {
  season: date({ mode: "string" }).notNull(),
  level: smallint().notNull(),
  key: integer().notNull(),
  pilots: integer().notNull().default(0),
}, (t) => [primaryKey({ columns: [t.season, t.level, t.key] })]);

/**
 * How many ranked pilots share a score, for the tie-breaks after it (DESIGN.md section 6: more
 * victories first, then the earlier sign-up): level 0 counts them per (score, wins), level 1 per
 * (score, wins, day of sign-up in UTC, counted from 1970-01-01; `day` is 0 on level 0). Kept by
 * triggers on `users` (migration `board_ties`), so a pilot in a crowd of ties is placed by summing
 * these rows and counting only the pilots who signed up earlier on their own day.
 */
export const xpTies = pgTable("xp_ties", {
  level: smallint().notNull(),
  score: integer().notNull(),
  wins: integer().notNull(),
  day: integer().notNull(),
  pilots: integer().notNull().default(0),
}, (t) => [primaryKey({ columns: [t.level, t.score, t.wins, t.day] })]);

/** The same counts for each season's board, kept by triggers on `season_scores`. */
export const seasonTies = pgTable("season_ties", {
  season: date({ mode: "string" }).notNull(),
  level: smallint().notNull(),
  score: integer().notNull(),
  wins: integer().notNull(),
  day: integer().notNull(),
  pilots: integer().notNull().default(0),
}, (t) => [primaryKey({ columns: [t.season, t.level, t.score, t.wins, t.day] })]);

/**
 * How many pilots exist, kept by triggers on `users` (migration `board_counters`), so Total Pilots is one row
 * read instead of a count over every pilot on each page view.
 */
export const pilotCount = pgTable("pilot_count", {
  id: boolean().primaryKey().default(true),
  pilots: integer().notNull().default(0),
}, (t) => [check("pilot_count_single_row", sql`${t.id}`)]);

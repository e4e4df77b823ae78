import { sql } from "drizzle-orm";
import { check, index, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth-schema.ts";
import { tournaments } from "./entity-schema.ts";
import { systemColumns, tz } from "./columns.ts";

/**
 * A pilot's report of a submission or of another pilot, and the Overseer's answer to it. A
 * reporter has at most one open report per target: a unique index, so two clicks at once cannot
 * file two. The reported pilot is never stored on a submission's report (judging is blind): the
 * Overseer's queue looks the entrant up, the reporter's own list never does.
 */
export const reports = pgTable("reports", {
  ...systemColumns(),
  // Null when the server filed it itself (a fingerprint match, reason `duplicate_audio`).
  reporter_id: text().references(() => users.id, { onDelete: "cascade" }),
  target_type: text().notNull(),
  target_id: text().notNull(),
  // The battle a submission belongs to (or the page a pilot was reported from), for the queue.
  battle_id: text(),
  // A second record the report links to: the earlier track a `duplicate_audio` report matched.
  related_id: text(),
  // What the reporter saw, kept so the report still reads after the target is removed.
  target_label: text().notNull().default(""),
  reason: text().notNull(),
  details: text().notNull().default(""),
  status: text().notNull().default("open"),
  // What the Overseer did about it ('none', 'submission_removed', ...) and told the reporter.
  resolution_action: text(),
  resolution_note: text(),
  resolved_by: text(),
  resolved_at: timestamp(tz),
}, (t) => [
  uniqueIndex("reports_one_open_per_target").on(t.reporter_id, t.target_type, t.target_id).where(sql`${t.status} = 'open'`),
  index("reports_queue_idx").on(t.status, t.created_date),
  index("reports_reporter_idx").on(t.reporter_id, t.created_date.desc()),
  check("reports_status_known", sql`${t.status} in ('open', 'resolved', 'dismissed')`),
  check("reports_target_known", sql`${t.target_type} in ('submission', 'pilot', 'track')`),
]);

/** A dollar prize the Overseer paid out for a tournament, outside the platform, on the record. */
export const tournamentPayouts = pgTable("tournament_payouts", {
  ...systemColumns(),
  tournament_id: text().notNull().references(() => tournaments.id, { onDelete: "cascade" }),
  recipient_email: text().notNull(),
  // Dollars, exact cents, like the tournament's prize pool.
  amount: numeric({ precision: 12, scale: 2, mode: "number" }).notNull(),
  reference: text().notNull().default(""),
  paid_at: timestamp(tz).notNull(),
}, (t) => [
  index("tournament_payouts_tournament_idx").on(t.tournament_id),
  check("tournament_payouts_amount_positive", sql`${t.amount} > 0`),
]);

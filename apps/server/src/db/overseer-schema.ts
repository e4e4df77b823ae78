import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth-schema.ts";
import { battles } from "./entity-schema.ts";
import { systemColumns, tz } from "./columns.ts";

/**
 * Every Overseer action, written in the action's own transaction. Rows are never changed: the
 * database refuses UPDATE, DELETE and TRUNCATE on this table (migration 0010). The admin is kept
 * by id and e-mail as they were at the time, without a foreign key, so the record outlives them.
 */
export const auditLog = pgTable("audit_log", {
  id: text().primaryKey().default(sql`gen_random_uuid()::text`),
  admin_id: text().notNull(),
  admin_email: text().notNull(),
  action: text().notNull(),
  target_type: text().notNull(),
  target_id: text().notNull(),
  before: jsonb(),
  after: jsonb(),
  reason: text().notNull().default(""),
  at: timestamp(tz).notNull().defaultNow(),
}, (t) => [
  index("audit_log_at_idx").on(t.at.desc(), t.id.desc()),
  index("audit_log_admin_idx").on(t.admin_email, t.at.desc()),
  index("audit_log_target_idx").on(t.target_type, t.target_id),
  index("audit_log_action_idx").on(t.action, t.at.desc()),
]);

/**
 * A submission the Overseer removed from a battle: what the pilot is told (on the battle page),
 * and what they got back. The submission itself is deleted with its votes.
 */
export const submissionRemovals = pgTable("submission_removals", {
  ...systemColumns(),
  battle_id: text().notNull().references(() => battles.id, { onDelete: "cascade" }),
  submission_id: text().notNull().unique(),
  user_email: text().notNull().references(() => users.email, { onDelete: "cascade", onUpdate: "cascade" }),
  title: text().notNull(),
  fee_refunded: integer().notNull().default(0),
  reason: text().notNull(),
}, (t) => [index("submission_removals_pilot_idx").on(t.user_email, t.battle_id)]);

import type { NotificationType } from "@soundship/shared";
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth-schema.ts";
import { systemColumns, tz } from "./columns.ts";

/**
 * A pilot's inbox (DESIGN.md section 6, Notifications). Written in the transaction of the event
 * that causes it; the unique key per pilot, type and reference makes a second writer (another
 * instance running the same clock job, a retried request) a no-op.
 */
export const notifications = pgTable("notifications", {
  ...systemColumns(),
  user_email: text().notNull().references(() => users.email, { onDelete: "cascade", onUpdate: "cascade" }),
  type: text().$type<NotificationType>().notNull(),
  reference_id: text().notNull(),
  title: text().notNull(),
  body: text().notNull().default(""),
  link: text().notNull(),
  read: boolean().notNull().default(false),
}, (t) => [
  uniqueIndex("notifications_once_per_reference").on(t.user_email, t.type, t.reference_id),
  // The inbox newest first, and the bell's unread count.
  index("notifications_owner_idx").on(t.user_email, t.created_date.desc()),
  index("notifications_unread_idx").on(t.user_email).where(sql`not ${t.read}`),
  // Lists in record order (the default sort, newest first, and its reverse): read off the index.
  index("notifications_created_idx").on(t.created_date, t.id),
  check("notifications_link_in_app", sql`${t.link} like '/%'`),
]);

/**
 * A pilot's choice for one notification type and channel, where it differs from the default
 * (core/notifications/preferences.ts): no row means the default.
 */
export const notificationPreferences = pgTable("notification_preferences", {
  user_email: text().notNull().references(() => users.email, { onDelete: "cascade", onUpdate: "cascade" }),
  type: text().$type<NotificationType>().notNull(),
  in_app: boolean().notNull(),
  email: boolean().notNull(),
}, (t) => [primaryKey({ columns: [t.user_email, t.type] })]);

/**
 * The notification mails queued, one per pilot, type and reference like the inbox's rows, kept
 * apart from them because a pilot may take a type by mail only (no inbox row to key on). A second
 * writer of the same event (another instance, a retried job, the renewal check every minute)
 * inserts nothing here and so mails nothing.
 */
export const notificationMails = pgTable("notification_mails", {
  user_email: text().notNull().references(() => users.email, { onDelete: "cascade", onUpdate: "cascade" }),
  type: text().$type<NotificationType>().notNull(),
  reference_id: text().notNull(),
  created_date: timestamp(tz).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.user_email, t.type, t.reference_id] })]);

import { LIVE_EVENT_KINDS, type NotificationEvent, type NotificationType } from "@soundship/shared";
import { inArray } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { notifications, users } from "../../db/schema.ts";
import { publishToPilot } from "../live/publish.ts";
import { mutedInApp } from "./preferences.ts";

/** A notification to write: whom it is for (their e-mail, never shown), what it says and where it leads. */
export interface NewNotification {
  email: string;
  type: NotificationType;
  /** The event it is about (a battle, a submission, a report…): one notification per pilot, type and reference. */
  referenceId: string;
  title: string;
  body: string;
  link: string;
}

/** A notification as written, for the step that mails it after the commit. */
export interface WrittenNotification extends NewNotification {
  id: string;
}

/**
 * Writes notifications in the caller's transaction and tells each pilot's stream about theirs. One
 * already written for the same pilot, type and reference is skipped (the unique key), so a second
 * instance running the same job, or a retried call, writes and publishes nothing more. Types a
 * pilot muted in the app are left out for them.
 */
export async function notify(tx: Tx, all: readonly NewNotification[], now: Date): Promise<WrittenNotification[]> {
  if (!all.length) return [];
  // A type the pilot turned off in the app is not written for them.
  const muted = await mutedInApp(tx, [...new Set(all.map((item) => item.email))], [...new Set(all.map((item) => item.type))]);
  const items = all.filter((item) => !muted.has(`${item.email} ${item.type}`));
  if (!items.length) return [];
  const rows = await tx
    .insert(notifications)
    .values(items.map((item) => ({
      user_email: item.email,
      type: item.type,
      reference_id: item.referenceId,
      title: item.title,
      body: item.body,
      link: item.link,
      created_date: now,
      updated_date: now,
    })))
    .onConflictDoNothing()
    .returning();
  if (!rows.length) return [];
  const owners = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, [...new Set(rows.map((row) => row.user_email))]));
  const idOf = new Map(owners.map((owner) => [owner.email, owner.id]));
  for (const row of rows) {
    const userId = idOf.get(row.user_email);
    const event: NotificationEvent = { id: row.id, type: row.type, title: row.title, body: row.body, link: row.link, created_date: row.created_date.toISOString() };
    if (userId) await publishToPilot(tx, userId, LIVE_EVENT_KINDS.notification, event);
  }
  return rows.map((row) => ({ id: row.id, email: row.user_email, type: row.type, referenceId: row.reference_id, title: row.title, body: row.body, link: row.link }));
}


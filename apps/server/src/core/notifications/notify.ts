import { LIVE_EVENT_KINDS, type NotificationEvent, type NotificationType } from "@soundship/shared";
import { sql, type AnyColumn } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { notificationMails, notifications, users } from "../../db/schema.ts";
import { pilotTopic, publishLiveEvents } from "../live/publish.ts";
import type { NotificationMailer } from "./notification-mailer.ts";
import { channelsOf } from "./preferences.ts";

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

/** A notification as written (its row's id added). */
export interface WrittenNotification extends NewNotification {
  id: string;
}

/**
 * Writes notifications in the caller's transaction: into the inbox of each pilot who has the type
 * on in the app (and onto their live stream), and, through `mailer` in the same transaction, by
 * mail to each who has it on by mail. Each channel takes an event once per pilot, type and
 * reference (unique keys), so a second instance running the same job, or a retried call, writes,
 * publishes and mails nothing more. `mailer` null writes the inboxes only (demo data). Answers the
 * inbox rows written.
 */
export async function notify(tx: Tx, all: readonly NewNotification[], now: Date, mailer: NotificationMailer | null): Promise<WrittenNotification[]> {
  if (!all.length) return [];
  // One query for every pilot and type involved, for both channels.
  const channels = await channelsOf(tx, [...new Set(all.map((item) => item.email))], [...new Set(all.map((item) => item.type))]);
  const written = await writeInbox(tx, all.filter((item) => channels(item.email, item.type).in_app), now);
  const mailed = mailer ? await claimMails(tx, all.filter((item) => channels(item.email, item.type).email), now) : [];
  if (!written.length && !mailed.length) return written;
  const owners = await tx.select({ id: users.id, email: users.email }).from(users).where(anyOf(users.email, [...new Set([...written, ...mailed].map((item) => item.email))]));
  const idOf = new Map(owners.map((owner) => [owner.email, owner.id]));
  await publishLiveEvents(
    tx,
    written.flatMap((row) => {
      const userId = idOf.get(row.email);
      const event: NotificationEvent = { id: row.id, type: row.type, title: row.title, body: row.body, link: row.link, created_date: now.toISOString() };
      return userId ? [{ topic: pilotTopic(userId), kind: LIVE_EVENT_KINDS.notification, data: event }] : [];
    }),
  );
  const toMail = mailed.flatMap((notification) => {
    const userId = idOf.get(notification.email);
    return userId ? [{ notification, userId }] : [];
  });
  if (mailer && toMail.length) await mailer.queue(tx, toMail);
  return written;
}

/** `column` is one of `values`, bound as one array parameter whatever their number. */
const anyOf = (column: AnyColumn, values: readonly string[]) => sql`${column} = any(${sql.param([...values])}::text[])`;

/**
 * One field of every item as one array parameter: a settlement tells thousands of pilots at once,
 * and a parameter per value would pass the protocol's limit (65,535 a statement) and cost more to
 * build than to send.
 */
const fieldOf = <T>(items: readonly T[], pick: (item: T) => string) => sql`${sql.param(items.map(pick))}::text[]`;

/** Inserts the inbox rows not written yet, in the items' order; answers those this call wrote. */
async function writeInbox(tx: Tx, items: readonly NewNotification[], now: Date): Promise<WrittenNotification[]> {
  if (!items.length) return [];
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await tx.execute<{ id: string; user_email: string; type: NotificationType; reference_id: string; title: string; body: string; link: string }>(sql`
    insert into ${notifications} (user_email, type, reference_id, title, body, link, created_date, updated_date)
    select user_email, type, reference_id, title, body, link, ${at}, ${at}
    from unnest(${fieldOf(items, (item) => item.email)}, ${fieldOf(items, (item) => item.type)}, ${fieldOf(items, (item) => item.referenceId)},
                ${fieldOf(items, (item) => item.title)}, ${fieldOf(items, (item) => item.body)}, ${fieldOf(items, (item) => item.link)})
      with ordinality as item(user_email, type, reference_id, title, body, link, n)
    order by n
    on conflict do nothing
    returning id, user_email, type, reference_id, title, body, link`);
  return result.rows.map((row) => ({ id: row.id, email: row.user_email, type: row.type, referenceId: row.reference_id, title: row.title, body: row.body, link: row.link }));
}

/** Records the mails about to be queued; answers the items not mailed before (this call's to send). */
async function claimMails(tx: Tx, items: readonly NewNotification[], now: Date): Promise<NewNotification[]> {
  if (!items.length) return [];
  const claimed = await tx.execute<{ user_email: string; type: string; reference_id: string }>(sql`
    insert into ${notificationMails} (user_email, type, reference_id, created_date)
    select user_email, type, reference_id, ${now.toISOString()}::timestamptz
    from unnest(${fieldOf(items, (item) => item.email)}, ${fieldOf(items, (item) => item.type)}, ${fieldOf(items, (item) => item.referenceId)})
      with ordinality as item(user_email, type, reference_id, n)
    order by n
    on conflict do nothing
    returning user_email, type, reference_id`);
  const fresh = new Set(claimed.rows.map((row) => `${row.user_email} ${row.type} ${row.reference_id}`));
  // `delete` is true once per key, so an item given twice is mailed once.
  return items.filter((item) => fresh.delete(`${item.email} ${item.type} ${item.referenceId}`));
}

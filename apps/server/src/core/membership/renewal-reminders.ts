import { and, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { memberships } from "../../db/schema.ts";
import type { NotificationMailer } from "../notifications/notification-mailer.ts";
import { notify, type NewNotification } from "../notifications/notify.ts";

/** How long before a membership's end its pilot is told. */
export const RENEWAL_NOTICE_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Tells each pilot whose active membership ends within three days that it renews (or ends). The
 * reference names the membership and the end it is about, so each period is told once, however
 * often and on however many instances this runs, and a renewed period is told again.
 */
export async function remindRenewals(db: Db, now: Date, mailer: NotificationMailer | null): Promise<number> {
  const due = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.status, "active"), gt(memberships.expires_at, now), lte(memberships.expires_at, new Date(now.getTime() + RENEWAL_NOTICE_MS))));
  if (!due.length) return 0;
  return db.transaction(async (tx) => (await notify(tx, due.map((membership) => renewalNotice(membership)), now, mailer)).length);
}

function renewalNotice(membership: typeof memberships.$inferSelect): NewNotification {
  const day = membership.expires_at.toISOString().slice(0, 10);
  return {
    email: membership.user_email,
    type: "membership_renewal",
    referenceId: `${membership.id}:${membership.expires_at.toISOString()}`,
    link: "/MembershipHQ",
    title: membership.auto_renew ? "Your membership renews in 3 days" : "Your membership ends in 3 days",
    body: membership.auto_renew
      ? `Your ${membership.tier} membership renews on ${day} (UTC).`
      : `Your ${membership.tier} membership ends on ${day} (UTC). Renew it in Membership HQ to keep your rank.`,
  };
}

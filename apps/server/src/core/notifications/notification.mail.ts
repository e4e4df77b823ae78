import { NOTIFICATION_TYPE_LABELS, type NotificationType } from "@soundship/shared";
import type { Mail } from "../mail/mail.ts";
import { renderMail } from "../mail/mail-layout.ts";

/** What a notification mail says: the notification's own words, written for the inbox. */
export interface MailedNotification {
  type: NotificationType;
  title: string;
  body: string;
}

/**
 * A notification by mail: its title and body, a button to its page in the app, and in the small
 * print why it came and a one-click unsubscribe link for its type. The same link is in the
 * `List-Unsubscribe` headers (RFC 8058), so a mail client offers its own unsubscribe button, which
 * POSTs to it. Only the notification's texts go in, and they name no judge and no other pilot.
 */
export function notificationMail(to: string, notification: MailedNotification, links: { open: string; unsubscribe: string }): Mail {
  const label = NOTIFICATION_TYPE_LABELS[notification.type];
  // A title holds a battle's or a track's name; a subject is one line.
  const subject = notification.title.replace(/\s+/g, " ").trim();
  return {
    to,
    reason: `notification-${notification.type.replaceAll("_", "-")}`,
    subject,
    headers: { "List-Unsubscribe": `<${links.unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    ...renderMail({
      heading: subject,
      intro: [notification.body],
      action: { label: "Open in Soundship", url: links.open },
      footer: [`You get this mail because "${label}" is on by mail in your Soundship notification settings.`],
      footerLink: { label: `Stop mails about "${label}"`, url: links.unsubscribe },
    }),
  };
}

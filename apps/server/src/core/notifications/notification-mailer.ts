import type { Config } from "../../config.ts";
import type { Tx } from "../../db/client.ts";
import { queueMails } from "../mail/mailer.ts";
import { notificationMail, type MailedNotification } from "./notification.mail.ts";
import { unsubscribeUrl } from "./unsubscribe.ts";

/** A notification to mail, with its pilot's id (the unsubscribe link names the pilot by id, never by address). */
export interface NotificationToMail {
  /** Its pilot's address and its page in the app, with what it says. */
  notification: MailedNotification & { email: string; link: string };
  userId: string;
}

/**
 * Mails notifications in the transaction that wrote them, so a mail goes out only if its
 * notification commits. `notify` takes one; null writes without mail (the demo seed's pilots).
 */
export interface NotificationMailer {
  queue(tx: Tx, items: readonly NotificationToMail[]): Promise<void>;
}

/**
 * The server's notification mails: links on PUBLIC_URL, unsubscribe tokens signed with the server
 * secret, sent from MAIL_FROM through the mail queue like every other mail (retried, and logged
 * and counted when given up on).
 */
export function notificationMailer(config: Pick<Config, "publicUrl" | "appId" | "authSecret" | "mail">): NotificationMailer {
  return {
    async queue(tx, items) {
      // Rendered and queued a batch at a time: a settlement mails thousands of entrants, and
      // rendering them all at once would hold up every other request of this instance meanwhile.
      for (let start = 0; start < items.length; start += MAILS_PER_BATCH) {
        const mails = items.slice(start, start + MAILS_PER_BATCH).map(({ notification, userId }) =>
          notificationMail(notification.email, notification, {
            open: `${config.publicUrl}${notification.link}`,
            unsubscribe: unsubscribeUrl(config, userId, notification.type),
          }),
        );
        await queueMails(tx, config.mail.from, mails);
      }
    },
  };
}

/** Mails rendered between two turns of the event loop (a statement's worth, as enqueueJobs writes them). */
const MAILS_PER_BATCH = 200;

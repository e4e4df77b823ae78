import type { Db, Tx } from "../../db/client.ts";
import { enqueueJobs } from "../jobs/enqueue-job.ts";
import type { Mail, MailTransport, OutgoingMail } from "./mail.ts";
import { sendMailJob } from "./send-mail.job.ts";

export interface MailerOptions {
  transport: MailTransport;
  /** The sender every mail carries (MAIL_FROM). */
  from: string;
  /** Where `send` queues mails: the server's database. */
  db: Db;
  /** A line when a mail could not even be queued (the database is unreachable). */
  warn: (message: string, details: { to: string; reason: string; error: unknown }) => void;
}

/** Sends every mail of the server: templates hand it a `Mail`, it queues it as a job that delivers it. */
export interface Mailer {
  /**
   * Queues a mail (a `mail.send` job) and returns at once: it never waits on the transport, nor on
   * the queue, and never throws, so the request that caused a mail answers the same whether the
   * mail goes out or not (no address oracle).
   */
  send(mail: Mail): void;
  /** Delivers one mail through the transport, or throws: what the `mail.send` job runs. */
  deliver(mail: OutgoingMail): Promise<void>;
  /** What mails go through, for the start-up line. */
  readonly description: string;
  /** Resolves once every mail sent so far is on the queue (tests, shutdown). */
  idle(): Promise<void>;
  /** Waits for the mails being queued, then closes the transport. */
  close(): Promise<void>;
}

/**
 * Queues mails as `mail.send` jobs in the caller's transaction, so they go out only if it commits
 * (a notification's mail with the notification). What `send` does outside a transaction; `from`
 * is MAIL_FROM, the mailer's sender.
 */
export async function queueMails(db: Db | Tx, from: string, mails: readonly Mail[]): Promise<void> {
  await enqueueJobs(db, sendMailJob, mails.map((mail): OutgoingMail => ({ ...mail, from })));
}

/** The one way the server sends mail: queued on the job queue, delivered and retried by its workers. */
export function createMailer(options: MailerOptions): Mailer {
  const queueing = new Set<Promise<unknown>>();
  const idle = async () => {
    while (queueing.size > 0) await Promise.allSettled([...queueing]);
  };
  return {
    send(mail) {
      const queued = queueMails(options.db, options.from, [mail])
        // A queue that refuses is a lost mail, never a failed request.
        .catch((error: unknown) => options.warn("mail could not be queued", { to: mail.to, reason: mail.reason, error }))
        .finally(() => queueing.delete(queued));
      queueing.add(queued);
    },
    deliver: (mail) => options.transport.deliver(mail),
    description: options.transport.description,
    idle,
    async close() {
      await idle();
      await options.transport.close?.();
    },
  };
}

import type { Mail, MailTransport, OutgoingMail } from "./mail.ts";

/** Waits before each retry of a failed delivery: 3 retries, then the mail is given up and counted. */
export const RETRY_DELAYS_MS = [2_000, 15_000, 60_000] as const;

/** A delivery given up on after its last retry. */
export interface MailFailure {
  mail: OutgoingMail;
  error: unknown;
  attempts: number;
}

export interface MailerOptions {
  transport: MailTransport;
  /** The sender every mail carries (MAIL_FROM). */
  from: string;
  /** A line for every failed attempt; the error is the transport's. */
  warn: (message: string, details: { to: string; reason: string; attempt: number; error: unknown }) => void;
  /** Called once for each mail given up on (a metrics counter can hang here). */
  onFailure?: (failure: MailFailure) => void;
  retryDelaysMs?: readonly number[];
}

/** Sends every mail of the server: templates hand it a `Mail`, it queues, delivers and retries. */
export interface Mailer {
  /**
   * Queues a mail and returns at once: it never waits on the transport and never throws, so the
   * request that caused a mail answers the same whether the mail goes out or not (no address oracle).
   */
  send(mail: Mail): void;
  /** Delivers one queued mail with its retries; what a durable job queue would run per job. */
  deliver(mail: OutgoingMail): Promise<boolean>;
  /** Mails given up on since start, by reason. */
  readonly failures: Readonly<Record<string, number>>;
  /** What mails go through, for the start-up line. */
  readonly description: string;
  /** Resolves once every queued mail is delivered or given up on (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops retrying, drops what is still queued and closes the transport. */
  close(): Promise<void>;
}

/**
 * The one way the server sends mail. `send` enqueues through `enqueue`, an in-process queue by
 * default: a mail still waiting for a retry is lost if the process stops, which a durable queue
 * on the database removes by passing its own `enqueue` (one that stores the mail as a job whose
 * handler calls `deliver`).
 */
export function createMailer(options: MailerOptions, enqueue?: (mail: OutgoingMail) => void): Mailer {
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const failures: Record<string, number> = {};
  const pending = new Set<Promise<unknown>>();
  const timers = new Set<{ timer: NodeJS.Timeout; wake: () => void }>();
  let closed = false;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const entry = { timer: setTimeout(() => wake(), ms), wake: () => wake() };
      function wake() {
        clearTimeout(entry.timer);
        timers.delete(entry);
        resolve();
      }
      // A retry pending must not keep the process alive on shutdown.
      entry.timer.unref();
      timers.add(entry);
    });

  async function deliver(mail: OutgoingMail): Promise<boolean> {
    for (let attempt = 1; ; attempt++) {
      try {
        await options.transport.deliver(mail);
        return true;
      } catch (error) {
        options.warn("mail delivery failed", { to: mail.to, reason: mail.reason, attempt, error });
        if (closed || attempt > delays.length) {
          failures[mail.reason] = (failures[mail.reason] ?? 0) + 1;
          options.onFailure?.({ mail, error, attempts: attempt });
          return false;
        }
        await wait(delays[attempt - 1]!);
        if (closed) return false;
      }
    }
  }

  const inProcess = (mail: OutgoingMail) => {
    const job = deliver(mail).finally(() => pending.delete(job));
    pending.add(job);
  };
  const queue = enqueue ?? inProcess;

  return {
    send(mail) {
      if (closed) return;
      try {
        queue({ ...mail, from: options.from });
      } catch (error) {
        // A queue that refuses is a failed mail, never a failed request.
        failures[mail.reason] = (failures[mail.reason] ?? 0) + 1;
        options.warn("mail could not be queued", { to: mail.to, reason: mail.reason, attempt: 0, error });
      }
    },
    deliver,
    failures,
    description: options.transport.description,
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    async close() {
      closed = true;
      for (const entry of timers) entry.wake();
      await options.transport.close?.();
    },
  };
}

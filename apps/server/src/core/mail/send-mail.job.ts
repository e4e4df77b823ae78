import { defineJob } from "../jobs/define-job.ts";
import { domainMetrics } from "../metrics/domain-metrics.ts";
import { outgoingMail } from "./mail.ts";

/** How long one delivery may take: the SMTP transport's own timeouts come well before. */
const SEND_TIMEOUT_MS = 2 * 60_000;

/**
 * Delivers one mail through the server's transport. A refusal or a silent server fails the
 * attempt, and the queue tries again after its backoff (10 s, 40 s, 160 s); after the last
 * attempt the mail is given up on, logged and counted (`soundship_mail_failed_total`), and the job
 * stays failed for the Overseer to retry. Delivering twice is possible only if the process dies
 * between the server's acceptance and the job's completion, which SMTP cannot avoid either.
 */
export const sendMailJob = defineJob({
  name: "mail.send",
  payload: outgoingMail,
  maxAttempts: 4,
  // Reset and verification links are keys to an account, the Overseer's included.
  secretPayload: true,
  timeoutMs: SEND_TIMEOUT_MS,
  async run({ mailer, log, job }, mail) {
    try {
      await mailer.deliver(mail);
    } catch (error) {
      if (job.attempt >= job.maxAttempts) {
        log.error({ err: error, to: mail.to, reason: mail.reason, attempts: job.attempt }, "mail given up");
        domainMetrics.mailFailed(mail.reason);
      }
      throw error;
    }
  },
});

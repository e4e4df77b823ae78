import { z } from "zod";

/**
 * A mail ready for a transport, as the send job stores it: who, why, the sender (set once, by the
 * mailer) and both parts a mail client may show.
 */
export const outgoingMail = z.object({
  from: z.string().min(1),
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Why the mail is sent (`reset-password`, `verify-email`, …): named in log lines and failure counts. */
  reason: z.string().min(1),
  /** Extra headers, such as `List-Unsubscribe` on notification mails. */
  headers: z.record(z.string(), z.string()).optional(),
});

export type OutgoingMail = z.infer<typeof outgoingMail>;

/** One message as templates hand it to the mailer. */
export type Mail = Omit<OutgoingMail, "from">;

/** Where mail goes: SMTP in production, the server's output in development. */
export interface MailTransport {
  /** A short name for the start-up line ("SMTP mail.example:587", "console"). */
  readonly description: string;
  /** Delivers one mail, or throws; the send job's attempts retry it. */
  deliver(mail: OutgoingMail): Promise<void>;
  close?(): Promise<void>;
}

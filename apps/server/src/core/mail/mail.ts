/** One message as the mailer takes it: who, why, and both parts a mail client may show. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Why the mail is sent (`reset-password`, `verify-email`, …): named in log lines and failure counts. */
  reason: string;
  /** Extra headers, such as `List-Unsubscribe` on notification mails. */
  headers?: Record<string, string>;
}

/** A mail ready to hand to a transport: the sender is set once, by the mailer. */
export type OutgoingMail = Mail & { from: string };

/** Where mail goes: SMTP in production, the server's output in development. */
export interface MailTransport {
  /** A short name for the start-up line ("SMTP mail.example:587", "console"). */
  readonly description: string;
  /** Delivers one mail, or throws; the mailer retries. */
  deliver(mail: OutgoingMail): Promise<void>;
  close?(): Promise<void>;
}

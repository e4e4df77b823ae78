import type { MailTransport, OutgoingMail } from "./mail.ts";

/** A mail as one line a person can read and copy a link from: "Mail to … · subject · text". */
export function mailLine(mail: Pick<OutgoingMail, "to" | "subject" | "text">): string {
  const text = mail.text.split(/\s*\n\s*/).filter(Boolean).join(" ");
  return `Mail to ${mail.to} · ${mail.subject} · ${text}`;
}

/**
 * Prints each mail as one plain line, which is where a developer reads links locally. Not through
 * the JSON log: inside a log record the link would be an escaped string, hard to read and to copy.
 * The last hundred mails stay readable in `sent` (tests read them there).
 */
export function consoleTransport(print: (line: string) => void): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    description: "console (SMTP_URL is not set: mails are printed, not sent)",
    sent,
    async deliver(mail) {
      sent.push(mail);
      if (sent.length > 100) sent.shift();
      print(mailLine(mail));
    },
  };
}

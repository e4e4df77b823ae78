export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail; the embedded default prints it to the server's output instead. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** A mail as one line a person can read and copy a link from: "Mail to … · subject · text". */
export function mailLine(mail: Mail): string {
  const text = mail.text.split(/\s*\n\s*/).filter(Boolean).join(" ");
  return `Mail to ${mail.to} · ${mail.subject} · ${text}`;
}

/**
 * Prints each mail as one plain line, which is where a developer reads reset links locally. Not through
 * the JSON log: inside a log record the link would be an escaped string, hard to read and to copy.
 */
export function consoleMailer(print: (line: string) => void): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
      if (sent.length > 100) sent.shift();
      print(mailLine(mail));
    },
  };
}

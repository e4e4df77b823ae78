export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail; the embedded default prints it to the server log instead. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Writes each mail to the log, which is where a developer reads reset links locally. */
export function consoleMailer(log: (message: string) => void): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
      if (sent.length > 100) sent.shift();
      log(`Mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
    },
  };
}

import type { MailTransport } from "./mail.ts";

/** How long one delivery may wait on the SMTP server; the mailer's retries come after. */
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

/**
 * Delivers through an SMTP server named by a URL (`smtp://user:pass@host:587`, or `smtps://` for
 * TLS from the first byte). On `smtp://` nodemailer upgrades with STARTTLS whenever the server
 * offers it. Timeouts are short because nothing waits on a delivery but the queue.
 */
export function smtpTransport(url: string): MailTransport {
  // The library loads with the transport rather than with every server: one printing its mails
  // (no SMTP_URL) never needs it.
  const transporter = import("nodemailer").then(({ default: nodemailer }) =>
    nodemailer.createTransport({
      url,
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      greetingTimeout: CONNECTION_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
    }),
  );
  // A failure to make it is each delivery's to report (and the queue's to retry), not the process's.
  transporter.catch(() => undefined);
  const target = new URL(url);
  return {
    description: `SMTP ${target.hostname}:${target.port || (target.protocol === "smtps:" ? 465 : 587)}`,
    async deliver(mail) {
      await (await transporter).sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers });
    },
    async close() {
      (await transporter.catch(() => undefined))?.close();
    },
  };
}

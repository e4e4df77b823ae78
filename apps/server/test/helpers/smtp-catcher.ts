import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** One mail as the SMTP server received it, parsed. */
export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
  /** Each header as written, by lowercase name: unfolded (line breaks removed, nothing else), after "Name: ". */
  rawHeaders: Map<string, string>;
}

/**
 * How the catcher treats senders: take every mail, refuse each with a 5xx, refuse only the first
 * mail it is offered (a server that is briefly unavailable), or never answer at all.
 */
export type CatcherBehaviour = "accept" | "refuse" | "refuse-first" | "hang";

export interface SmtpCatcher {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  mails: CaughtMail[];
  /** Connections opened so far (a hanging catcher never greets them). */
  connections: number;
  /** Mails refused so far. */
  refused: number;
  /** Waits (at most `timeoutMs`) for a mail to `to` matching `match`, and answers it. */
  waitFor(to: string, match?: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server in the test process, on a random port of 127.0.0.1: mails sent through
 * SMTP_URL land in `mails`, parsed (text and HTML parts, headers). No TLS and no login, so the
 * sender talks plain SMTP to it, as to a local relay.
 */
export async function startSmtpCatcher(behaviour: CatcherBehaviour = "accept"): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const held: Array<() => void> = [];
  const catcher = { connections: 0, refused: 0 };
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onConnect(_session, callback) {
      catcher.connections++;
      // A hanging server keeps the connection without ever sending its greeting.
      if (behaviour === "hang") held.push(() => callback(new Error("closing")));
      else callback();
    },
    onRcptTo(_address, _session, callback) {
      if (behaviour === "refuse" || (behaviour === "refuse-first" && catcher.refused === 0)) {
        catcher.refused++;
        const code = behaviour === "refuse" ? 550 : 451;
        return callback(Object.assign(new Error(code === 550 ? "Mailbox unavailable" : "Try again later"), { responseCode: code }));
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            headers: parsed.headers,
            rawHeaders: new Map(parsed.headerLines.map(({ key, line }) => [key, line.replace(/\r?\n/g, "").slice(line.indexOf(":") + 1).trim()])),
          });
          for (const wake of waiters) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    get connections() {
      return catcher.connections;
    },
    get refused() {
      return catcher.refused;
    },
    waitFor(to, match = () => true, timeoutMs = 10_000) {
      const find = () => mails.find((mail) => mail.to.includes(to.toLowerCase()) && match(mail));
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = find();
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms (caught ${mails.length})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      for (const release of held) release();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The first link in a mail's text part that starts with `prefix`. */
export function linkIn(mail: CaughtMail, prefix: string): URL {
  const found = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no link starting with ${prefix} in: ${mail.text}`);
  return new URL(found);
}

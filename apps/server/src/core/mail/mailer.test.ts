import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import type { JobContext } from "../jobs/define-job.ts";
import { installDomainMetrics, noDomainMetrics } from "../metrics/domain-metrics.ts";
import { consoleTransport, mailLine } from "./console-transport.ts";
import type { Mail, MailTransport, OutgoingMail } from "./mail.ts";
import { createMailer } from "./mailer.ts";
import { sendMailJob } from "./send-mail.job.ts";

const mail = (reason = "reset-password"): Mail => ({ to: "nova@soundship.test", subject: "Hello", text: "line one\nline two", html: "<p>x</p>", reason });

/** A transport that fails its first `failures` deliveries, then delivers. */
function flaky(failures: number): MailTransport & { attempts: number; delivered: OutgoingMail[] } {
  const transport = {
    description: "flaky",
    attempts: 0,
    delivered: [] as OutgoingMail[],
    async deliver(sent: OutgoingMail) {
      transport.attempts++;
      if (transport.attempts <= failures) throw new Error(`refused ${transport.attempts}`);
      transport.delivered.push(sent);
    },
  };
  return transport;
}

/** A database that cannot be reached: every statement fails. */
const unreachable = { execute: () => Promise.reject(new Error("connection refused")) } as unknown as Db;

/** Runs attempt `attempt` of 4 of the send job on `transport`; answers what it logged. */
async function attempt(transport: MailTransport, attempt: number, sent: OutgoingMail = { ...mail(), from: "a@b.c" }) {
  const lines: string[] = [];
  const log = { info: () => undefined, warn: () => undefined, error: (_details: object, message?: string) => lines.push(message ?? "") };
  const ctx = { mailer: createMailer({ transport, from: "a@b.c", db: unreachable, warn: () => undefined }), log, job: { id: "1", name: sendMailJob.name, attempt, maxAttempts: sendMailJob.maxAttempts } };
  const outcome = await sendMailJob.run(ctx as unknown as JobContext, sent).then(() => "delivered", (error: Error) => error.message);
  return { outcome, lines };
}

describe("the mailer", () => {
  it("queues: send returns at once and never throws, even when the queue cannot take the mail", async () => {
    const warnings: string[] = [];
    const transport = flaky(0);
    const mailer = createMailer({ transport, from: "a@b.c", db: unreachable, warn: (message, details) => warnings.push(`${message} ${details.reason}`) });
    expect(mailer.send(mail())).toBeUndefined();
    await mailer.idle();
    expect(warnings).toEqual(["mail could not be queued reset-password"]);
    expect(transport.attempts).toBe(0);
  });
});

describe("the send job", () => {
  let failed: string[] = [];
  let uninstall: () => void = () => undefined;
  beforeEach(() => {
    failed = [];
    uninstall = installDomainMetrics({ ...noDomainMetrics, mailFailed: (reason) => failed.push(reason) });
  });
  afterEach(() => uninstall());

  it("delivers through the transport with the sender and extra headers kept", async () => {
    const transport = flaky(0);
    const sent = { ...mail(), from: "Soundship <no-reply@soundship.test>", headers: { "List-Unsubscribe": "<https://soundship.test/u>" } };
    expect(await attempt(transport, 1, sent)).toEqual({ outcome: "delivered", lines: [] });
    expect(transport.delivered).toEqual([sent]);
  });

  it("fails an attempt that is not the last with the transport's error, so the queue retries it; nothing logged or counted yet", async () => {
    expect(await attempt(flaky(1), 1)).toEqual({ outcome: "refused 1", lines: [] });
    expect(failed).toEqual([]);
  });

  it("gives up on the last attempt: one log line, one count by reason", async () => {
    expect(sendMailJob.maxAttempts).toBe(4);
    expect(await attempt(flaky(1), 4, { ...mail("verify-email"), from: "a@b.c" })).toEqual({ outcome: "refused 1", lines: ["mail given up"] });
    expect(failed).toEqual(["verify-email"]);
  });
});

describe("the console transport", () => {
  it("prints a mail as one readable line with the link as it is", async () => {
    const lines: string[] = [];
    const transport = consoleTransport((line) => lines.push(line));
    await transport.deliver({ ...mail(), from: "a@b.c", text: "Open this link:\nhttp://localhost:3000/login?reset_token=a%2Bb" });
    expect(lines).toEqual(["Mail to nova@soundship.test · Hello · Open this link: http://localhost:3000/login?reset_token=a%2Bb"]);
    expect(transport.sent).toHaveLength(1);
    expect(transport.description).toMatch(/^console/);
  });

  it("keeps one line whatever the text's line breaks", () => {
    expect(mailLine({ to: "a@b.c", subject: "Hi", text: "one\r\n\n  two\n" })).toBe("Mail to a@b.c · Hi · one two");
  });
});

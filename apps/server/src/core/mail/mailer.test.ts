import { describe, expect, it } from "vitest";
import { consoleTransport, mailLine } from "./console-transport.ts";
import type { Mail, MailTransport, OutgoingMail } from "./mail.ts";
import { createMailer } from "./mailer.ts";

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

describe("the mailer", () => {
  it("queues: send returns before the transport answers, and never throws", async () => {
    let release!: () => void;
    const transport: MailTransport = { description: "slow", deliver: () => new Promise<void>((resolve) => (release = resolve)) };
    const mailer = createMailer({ transport, from: "a@b.c", warn: () => undefined });
    expect(mailer.send(mail())).toBeUndefined();
    release();
    await mailer.idle();
  });

  it("retries a failed delivery with the sender and extra headers kept, and counts nothing when it goes out", async () => {
    const transport = flaky(2);
    const warnings: number[] = [];
    const mailer = createMailer({ transport, from: "Soundship <no-reply@soundship.test>", warn: (_m, details) => warnings.push(details.attempt), retryDelaysMs: [1, 1, 1] });
    mailer.send({ ...mail(), headers: { "List-Unsubscribe": "<https://soundship.test/u>" } });
    await mailer.idle();
    expect(transport.attempts).toBe(3);
    expect(warnings).toEqual([1, 2]);
    expect(transport.delivered[0]).toMatchObject({ from: "Soundship <no-reply@soundship.test>", headers: { "List-Unsubscribe": "<https://soundship.test/u>" } });
    expect(mailer.failures).toEqual({});
  });

  it("gives up after the last retry, logs each attempt and counts the failure by reason once", async () => {
    const transport = flaky(100);
    const failed: string[] = [];
    const mailer = createMailer({ transport, from: "a@b.c", warn: () => undefined, onFailure: ({ mail: lost, attempts }) => failed.push(`${lost.reason}:${attempts}`), retryDelaysMs: [1, 1, 1] });
    mailer.send(mail("verify-email"));
    mailer.send(mail("verify-email"));
    await mailer.idle();
    expect(transport.attempts).toBe(8);
    expect(failed).toEqual(["verify-email:4", "verify-email:4"]);
    expect(mailer.failures).toEqual({ "verify-email": 2 });
  });

  it("sends through another queue when given one, which calls deliver", async () => {
    const transport = flaky(0);
    const queued: OutgoingMail[] = [];
    const mailer = createMailer({ transport, from: "a@b.c", warn: () => undefined }, (outgoing) => queued.push(outgoing));
    mailer.send(mail());
    expect(transport.attempts).toBe(0);
    expect(await mailer.deliver(queued[0]!)).toBe(true);
    expect(transport.delivered).toHaveLength(1);
  });

  it("stops retrying once closed", async () => {
    const transport = flaky(100);
    const mailer = createMailer({ transport, from: "a@b.c", warn: () => undefined, retryDelaysMs: [60_000] });
    mailer.send(mail());
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mailer.close();
    await mailer.idle();
    expect(transport.attempts).toBe(1);
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

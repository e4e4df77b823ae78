import { PLATFORM_MESSAGES } from "@soundship/shared";
import { asc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Config } from "../src/config.ts";
import type { Clock } from "../src/core/clock.ts";
import { createJobWorker } from "../src/core/jobs/job-worker.ts";
import { retryDelayMs } from "../src/core/jobs/job-time.ts";
import { sendMailJob } from "../src/core/mail/send-mail.job.ts";
import { installDomainMetrics, noDomainMetrics } from "../src/core/metrics/domain-metrics.ts";
import { jobs } from "../src/db/schema.ts";
import { manualClock } from "./helpers/economy.ts";
import { callAs } from "./helpers/overseer.ts";
import { WELCOME_GRANT } from "../src/core/ledger/ledger.ts";
import { linkIn, startSmtpCatcher, type CatcherBehaviour, type SmtpCatcher } from "./helpers/smtp-catcher.ts";
import { startServer, type TestServer } from "./helpers/server.ts";

/**
 * Mail through a real SMTP server started here: reset and verification links arrive, are followed,
 * and work; a refusing or silent SMTP server changes no answer; an unknown address gets the same
 * answer as a known one and no mail.
 */
let server: TestServer | undefined;
let catcher: SmtpCatcher | undefined;
afterEach(async () => {
  await server?.close();
  await catcher?.close();
  server = catcher = undefined;
});

const PUBLIC_URL = "https://soundship.example";
let counter = 0;
const address = (name: string) => `${name}${++counter}-${process.pid}@soundship.test`;

/**
 * The server as configured by SMTP_URL (the app builds its own mailer from the config), with its
 * job worker running unless `clock` is given (the test then drives the queue on that clock).
 */
async function startWithSmtp(behaviour: CatcherBehaviour = "accept", config: Partial<Config> = {}, clock?: Clock) {
  catcher = await startSmtpCatcher(behaviour);
  server = await startServer({ publicUrl: PUBLIC_URL, mail: { smtpUrl: catcher.url, from: "Soundship <no-reply@soundship.example>" }, ...config }, { mailer: undefined, clock });
  if (!clock) await server.jobs.start(server.database);
  return { server, catcher };
}

/** The mail jobs, oldest first: what the queue holds for the Overseer. */
const mailJobs = () => server!.database.db.select().from(jobs).where(eq(jobs.name, sendMailJob.name)).orderBy(asc(jobs.created_at), asc(jobs.id));

const register = (email: string, password = "orbit-password-1") =>
  server!.api("/auth/register", { method: "POST", body: { email, password, full_name: "Mail Pilot" } });
const login = (email: string, password = "orbit-password-1") => server!.api("/auth/login", { method: "POST", body: { email, password } });
const tokenOf = (link: URL, name: string) => link.searchParams.get(name)!;

describe("mail over SMTP", () => {
  it("mails a reset link to the app's reset page that sets the new password; text and HTML parts", async () => {
    await startWithSmtp();
    const email = address("reset");
    expect((await register(email)).status).toBe(200);
    expect((await server!.api("/auth/reset-password/request", { method: "POST", body: { email } })).body).toEqual({ ok: true });

    const mail = await catcher!.waitFor(email, (caught) => caught.subject === "Reset your Soundship password");
    expect(mail.from).toBe("no-reply@soundship.example");
    const link = linkIn(mail, `${PUBLIC_URL}/login?reset_token=`);
    expect(mail.html).toContain(`href="${link.toString().replaceAll("&", "&amp;")}"`);
    expect(mail.html).toContain("Choose a new password");
    expect(mail.text).toContain("60 minutes");

    const reset = await server!.api("/auth/reset-password", { method: "POST", body: { token: tokenOf(link, "reset_token"), password: "brand-new-pass" } });
    expect(reset.body).toEqual({ ok: true });
    expect((await login(email)).status).toBe(401);
    expect((await login(email, "brand-new-pass")).status).toBe(200);

    // Then a second mail says the password changed, linking to the app.
    const told = await catcher!.waitFor(email, (caught) => caught.subject === "Your Soundship password was changed");
    expect(told.text).toContain(`${PUBLIC_URL}/login`);
    expect(told.html).toContain("Your password was changed");
  });

  it("answers a reset request for an unknown address exactly like a known one, and sends nothing", async () => {
    await startWithSmtp();
    const known = address("known");
    await register(known);
    await server!.mail.idle();
    await catcher!.waitFor(known, (mail) => mail.subject.startsWith("Verify"));
    const before = catcher!.mails.length;

    const ask = (email: string) => server!.api("/auth/reset-password/request", { method: "POST", body: { email } });
    const [knownReply, unknownReply] = [await ask(known), await ask(address("nobody"))];
    const shape = (reply: typeof knownReply) => ({ status: reply.status, body: reply.body, type: reply.headers.get("content-type"), length: reply.headers.get("content-length") });
    expect(shape(unknownReply)).toEqual(shape(knownReply));

    await server!.mail.idle();
    await catcher!.waitFor(known, (mail) => mail.subject.startsWith("Reset"));
    expect(catcher!.mails.length).toBe(before + 1);
  });

  it("mails a verification link at sign-up; following it marks the address verified", async () => {
    await startWithSmtp();
    const email = address("verify");
    const signUp = await register(email);
    expect(signUp.body.user.email_verified).toBe(false);

    const mail = await catcher!.waitFor(email, (caught) => caught.subject === "Verify your Soundship address");
    const link = linkIn(mail, `${PUBLIC_URL}/login?verify_token=`);
    expect(mail.html).toContain("Verify my address");
    const verified = await server!.api("/auth/verify-email", { method: "POST", body: { token: tokenOf(link, "verify_token") } });
    expect(verified.body).toEqual({ ok: true, message: PLATFORM_MESSAGES.emailVerified });
    expect((await server!.api("/entities/User/me", { token: signUp.body.access_token })).body.email_verified).toBe(true);

    const forged = await server!.api("/auth/verify-email", { method: "POST", body: { token: `${tokenOf(link, "verify_token")}x` } });
    expect(forged).toMatchObject({ status: 400, body: { message: PLATFORM_MESSAGES.verifyLinkInvalid } });
  });

  it("with REQUIRE_EMAIL_VERIFICATION refuses the unverified pilot with the resend action, then lets them in once verified", async () => {
    await startWithSmtp("accept", { requireEmailVerification: true });
    const email = address("strict");
    const signUp = await register(email);
    expect(signUp).toMatchObject({ status: 403, body: { code: "EMAIL_NOT_VERIFIED", message: PLATFORM_MESSAGES.emailNotVerified } });
    const refused = await login(email);
    expect(refused).toMatchObject({ status: 403, body: { code: "EMAIL_NOT_VERIFIED", message: PLATFORM_MESSAGES.emailNotVerified } });
    // A wrong password still says only that the pair is wrong.
    expect((await login(email, "not-the-password")).status).toBe(401);

    const first = await catcher!.waitFor(email, (mail) => mail.subject.startsWith("Verify"));
    const resend = await server!.api("/auth/verify-email/request", { method: "POST", body: { email } });
    expect(resend.body).toEqual({ ok: true, message: PLATFORM_MESSAGES.verificationSent });
    const unknown = await server!.api("/auth/verify-email/request", { method: "POST", body: { email: address("ghost") } });
    expect(unknown.body).toEqual(resend.body);
    const second = await catcher!.waitFor(email, (mail) => mail !== first && mail.subject.startsWith("Verify"));

    await server!.api("/auth/verify-email", { method: "POST", body: { token: tokenOf(linkIn(second, PUBLIC_URL), "verify_token") } });
    const signedIn = await login(email);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ email_verified: true, stardust: WELCOME_GRANT });
  });

  it("changes the address only once the new one is confirmed from its mail; a taken address gets no mail", async () => {
    await startWithSmtp();
    const email = address("mover");
    const taken = address("taken");
    const { access_token } = (await register(email)).body;
    await register(taken);
    const next = address("moved");

    const asked = await server!.api("/auth/change-email", { method: "POST", token: access_token, body: { email: next } });
    expect(asked.body).toEqual({ ok: true, message: PLATFORM_MESSAGES.emailChangeSent });
    const onTaken = await server!.api("/auth/change-email", { method: "POST", token: access_token, body: { email: taken } });
    expect(onTaken.body).toEqual(asked.body);
    expect((await server!.api("/auth/change-email", { method: "POST", body: { email: address("anon") } })).status).toBe(401);

    const mail = await catcher!.waitFor(next, (caught) => caught.subject === "Confirm your new Soundship address");
    expect((await login(email)).status).toBe(200);
    await server!.api("/auth/verify-email", { method: "POST", body: { token: tokenOf(linkIn(mail, PUBLIC_URL), "verify_token") } });
    expect((await login(email)).status).toBe(401);
    const moved = await login(next);
    expect(moved.body.user).toMatchObject({ email: next, email_verified: true });
    await server!.mail.idle();
    expect(catcher!.mails.filter((caught) => caught.to.includes(taken) && caught.subject.startsWith("Confirm"))).toHaveLength(0);
  });
});

describe("a failing SMTP server", () => {
  it("that hangs holds no answer: sign-up, sign-in and reset return while it still has not greeted", async () => {
    await startWithSmtp("hang");
    const email = address("hang");
    const started = performance.now();
    expect((await register(email)).status).toBe(200);
    expect((await login(email)).status).toBe(200);
    expect((await server!.api("/auth/reset-password/request", { method: "POST", body: { email } })).body).toEqual({ ok: true });
    // Far below the transport's 10 s greeting timeout: nothing waited on the server.
    expect(performance.now() - started).toBeLessThan(5_000);
    // The queue's worker is talking to the silent server meanwhile; no mail got through.
    await vi.waitFor(() => expect(catcher!.connections).toBeGreaterThan(0));
    expect(catcher!.mails).toHaveLength(0);
  });

  it("that refuses the first attempt gets the mail on the queue's retry", async () => {
    const clock = manualClock("2026-11-21T12:00:00Z");
    await startWithSmtp("refuse-first", {}, clock);
    const email = address("retry");
    expect((await register(email)).status).toBe(200);
    await server!.mail.idle();
    expect(catcher!.refused).toBe(1);
    expect(catcher!.mails).toHaveLength(0);
    const [queued] = await mailJobs();
    expect(queued).toMatchObject({ status: "queued", attempts: 1, last_error: expect.stringContaining("Try again later") });

    // Not before its backoff on the server's clock, then delivered.
    await server!.mail.idle();
    expect(catcher!.mails).toHaveLength(0);
    clock.set(new Date(clock.now().getTime() + retryDelayMs(1)).toISOString());
    await server!.mail.idle();
    const mail = await catcher!.waitFor(email, (caught) => caught.subject === "Verify your Soundship address");
    expect(mail.text).toContain(`${PUBLIC_URL}/login?verify_token=`);
    expect(await mailJobs()).toMatchObject([{ status: "completed", attempts: 2 }]);
  });

  it("that refuses changes no answer; each mail is retried, then logged and counted once, and left failed for the Overseer", async () => {
    const clock = manualClock("2026-11-21T12:00:00Z");
    await startWithSmtp("refuse", {}, clock);
    const counted: string[] = [];
    const uninstall = installDomainMetrics({ ...noDomainMetrics, mailFailed: (reason) => counted.push(reason) });
    const lines: string[] = [];
    const log = { info: () => undefined, warn: () => undefined, error: (details: object, message?: string) => lines.push(`${message} ${(details as { reason?: string }).reason ?? ""}`) };
    const { db, random, config, mailer } = server!.app.services;
    const worker = createJobWorker({ services: { db, clock, random, config, mailer, log }, definitions: [sendMailJob] });
    try {
      const email = address("refused");
      expect((await register(email)).status).toBe(200);
      expect((await server!.api("/auth/reset-password/request", { method: "POST", body: { email } })).body).toEqual({ ok: true });
      await mailer.idle();
      for (let attempt = 1; attempt <= sendMailJob.maxAttempts; attempt++) {
        await worker.drain();
        clock.set(new Date(clock.now().getTime() + retryDelayMs(attempt)).toISOString());
      }
      expect(catcher!.refused).toBe(2 * sendMailJob.maxAttempts);
      expect(catcher!.mails).toHaveLength(0);
      expect(counted.sort()).toEqual(["reset-password", "verify-email"]);
      expect(lines.filter((line) => line.startsWith("mail given up")).sort()).toEqual(["mail given up reset-password", "mail given up verify-email"]);
      const failed = await mailJobs();
      expect(failed.map((job) => [job.status, job.attempts])).toEqual([["failed", 4], ["failed", 4]]);
      expect(failed[0]!.last_error).toContain("Mailbox unavailable");
      // The Overseer sees the failed mails, and can retry them, without their links.
      const listed = await callAs(server!, await server!.admin(), "overseerJobs", { status: "failed" });
      const shown = listed.body.jobs.filter((job: { name: string }) => job.name === sendMailJob.name);
      expect(shown).toHaveLength(2);
      expect(shown.map((job: { payload: unknown }) => job.payload)).toEqual([null, null]);
    } finally {
      uninstall();
      await worker.stop(0);
    }
  });
});

import { notificationPreferencesContract, notificationSchema, unsubscribedSchema, unsubscribeLinkSchema, type NotificationType } from "@soundship/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendMailJob } from "../../src/core/mail/send-mail.job.ts";
import { resultNotice } from "../../src/core/notifications/battle-notices.ts";
import { notificationMailer } from "../../src/core/notifications/notification-mailer.ts";
import { notify } from "../../src/core/notifications/notify.ts";
import { jobs, notifications } from "../../src/db/schema.ts";
import { battleKit } from "../helpers/battles.ts";
import { economy, manualClock } from "../helpers/economy.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from "../helpers/smtp-catcher.ts";

/**
 * Notifications by mail, through a real SMTP server: a type on by mail arrives with its link and
 * one-click unsubscribe, a type off by default or turned off does not, the unsubscribe link works
 * signed out (opening it only asks, its POST unsubscribes), and an event written twice, or rolled
 * back, mails once, or not at all.
 */
const PUBLIC_URL = "https://soundship.example";
const clock = manualClock("2026-12-01T12:00:00Z");
let server: TestServer;
let catcher: SmtpCatcher;
let kit: ReturnType<typeof battleKit>;

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  server = await startServer(
    { battleTickSeconds: 0, publicUrl: PUBLIC_URL, mail: { smtpUrl: catcher.url, from: "Soundship <no-reply@soundship.example>" } },
    { clock, mailer: undefined },
  );
  kit = battleKit(server, clock);
});
afterAll(async () => {
  await server?.close();
  await catcher?.close();
});

/** Delivers every queued mail, then answers those to `pilot` whose subject matches. */
async function mailsTo(pilot: TestPilot, subject: RegExp): Promise<CaughtMail[]> {
  await server.mail.idle();
  return catcher.mails.filter((mail) => mail.to.includes(pilot.email) && subject.test(mail.subject));
}

const channels = async (pilot: TestPilot, type: NotificationType) =>
  notificationPreferencesContract.result.parse((await kit.invoke(pilot, "notificationPreferences")).body).preferences.find((row) => row.type === type);

/** The link `url` (on PUBLIC_URL) on the test server. */
const onServer = (url: string) => `${server.url}${new URL(url).pathname}${new URL(url).search}`;

/** The URL between the angle brackets of a `List-Unsubscribe` header. */
const headerUrl = (mail: CaughtMail) => /^<(https:\/\/[^>\s]+)>$/.exec(mail.rawHeaders.get("list-unsubscribe") ?? "")![1]!;

const unescapeHtml = (value: string) => value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** The one form of a page: where it posts, its hidden fields and its button's label. */
function buttonForm(html: string) {
  const forms = [...html.matchAll(/<form method="post" action="([^"]*)"[^>]*>(.*?)<\/form>/gs)];
  expect(forms).toHaveLength(1);
  const [, action, inner] = forms[0]!;
  const fields = Object.fromEntries([...inner!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(([, name, value]) => [unescapeHtml(name!), unescapeHtml(value!)]));
  const label = /<button type="submit"[^>]*>([^<]*)<\/button>/.exec(inner!)?.[1];
  return { action: unescapeHtml(action!), fields, label };
}

/** A settled battle: two entrants judged with notes, the second of whom took results off by mail first. */
async function settledBattle() {
  const host = await kit.pilotOf("commander", "Mail Host");
  await economy(server).grant(host, 5000);
  const { id, when } = await kit.scheduled(host, { title: "Mailed Clash" });
  clock.set(when.active);
  const [keen, quiet] = [await kit.pilotOf("cadet", "Keen"), await kit.pilotOf("cadet", "Quiet")];
  const entries: string[] = [];
  for (const pilot of [keen, quiet] as const) {
    const entered = await kit.enter(pilot, id, (await kit.track(pilot)).id);
    expect(entered.status).toBe(200);
    entries.push(entered.body.submission.id);
  }
  const off = await kit.invoke(quiet, "saveNotificationPreferences", { preferences: [{ type: "battle_result", in_app: true, email: false }] });
  expect(off.status).toBe(200);
  await kit.votes(id, entries[0]!, [9, 8]);
  await kit.votes(id, entries[1]!, [6, 7]);
  clock.set(when.completed);
  expect((await kit.tick()).settled).toContain(id);
  return { id, host, keen, quiet };
}

describe("notification mails", () => {
  let battle: Awaited<ReturnType<typeof settledBattle>>;
  beforeAll(async () => {
    battle = await settledBattle();
  });

  it("mail a result with text and HTML parts, the battle's link and both unsubscribe headers, naming nobody else", async () => {
    const [mail, ...more] = await mailsTo(battle.keen, /^Results are in/);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Results are in: Mailed Clash");
    expect(mail!.from).toBe("no-reply@soundship.example");
    const link = `${PUBLIC_URL}/Battle?id=${battle.id}`;
    expect(mail!.text).toContain("You placed 1 of 2 with a weighted score of");
    expect(mail!.text).toContain(link);
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.html).toContain("Open in Soundship");
    expect(mail!.text).toContain('"Battle results" is on by mail');

    const unsubscribe = headerUrl(mail!);
    expect(unsubscribe).toMatch(new RegExp(`^${PUBLIC_URL}/api/apps/soundship/notifications/unsubscribe\\?token=`));
    expect(mail!.rawHeaders.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail!.text).toContain(unsubscribe);
    expect(mail!.html).toContain(`href="${unsubscribe}"`);
    // No judge, no other pilot, no address: the parts hold no "@" at all.
    expect(`${mail!.text}${mail!.html}`).not.toMatch(/@|Judge|Quiet/);
  });

  it("mail judges' notes, on by default too, and nothing of a type off by default", async () => {
    expect(await mailsTo(battle.keen, /^Judges' notes on your entry in Mailed Clash$/)).toHaveLength(1);
    // Entries (every entrant) and judging opening (host and entrants) are in the inbox only.
    expect(await mailsTo(battle.keen, /^Your entry is in|^Judging is open/)).toEqual([]);
    expect(await mailsTo(battle.host, /^Judging is open/)).toEqual([]);
    const inbox = notificationSchema.array().parse((await server.api("/entities/Notification", { token: battle.keen.token })).body);
    expect(inbox.map((row) => row.type).sort()).toEqual(["battle_entry", "battle_feedback", "battle_result", "battle_voting"]);
  });

  it("send no result to a pilot who turned results off by mail; their inbox still has it", async () => {
    expect(await mailsTo(battle.quiet, /^Results are in/)).toEqual([]);
    expect(await mailsTo(battle.quiet, /^Judges' notes/)).toHaveLength(1);
    const inbox = notificationSchema.array().parse((await server.api("/entities/Notification", { token: battle.quiet.token })).body);
    expect(inbox.filter((row) => row.type === "battle_result")).toHaveLength(1);
  });

  it("reach a pilot who takes a type by mail only, with nothing in their inbox", async () => {
    const host = await kit.pilotOf("commander", "Mail-only Host");
    await economy(server).grant(host, 5000);
    const pilot = await kit.pilotOf("cadet", "Mail Only");
    await kit.invoke(pilot, "saveNotificationPreferences", { preferences: [{ type: "battle_entry", in_app: false, email: true }] });
    const { id, when } = await kit.scheduled(host, { title: "Quiet Inbox" });
    clock.set(when.active);
    expect((await kit.enter(pilot, id, (await kit.track(pilot)).id)).status).toBe(200);
    expect(await mailsTo(pilot, /^Your entry is in: Quiet Inbox$/)).toHaveLength(1);
    const inbox = notificationSchema.array().parse((await server.api("/entities/Notification", { token: pilot.token })).body);
    expect(inbox).toEqual([]);
  });
});

describe("the unsubscribe link of a received mail", () => {
  const asPage = { accept: "text/html,application/xhtml+xml" };
  const oneClick = { "content-type": "application/x-www-form-urlencoded" };

  it("opens a page signed out that changes nothing, GET or HEAD, page or JSON; its Unsubscribe button turns that type's mail off", async () => {
    const { keen } = await settledBattle();
    const link = onServer(headerUrl((await mailsTo(keen, /^Results are in/))[0]!));
    const page = await server.api(link, { token: null, headers: asPage });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.body).toContain("Stop mails about &quot;Battle results&quot;?");
    expect(page.body).toContain(`href="${PUBLIC_URL}/Settings"`);
    expect(page.body).not.toContain("You are unsubscribed");
    // The page's own policy lets its button post to the server that served it.
    expect(page.headers.get("content-security-policy")).toContain("form-action 'self'");
    const json = await server.api(link, { token: null, headers: { accept: "application/json" } });
    expect(json.status).toBe(200);
    expect(unsubscribeLinkSchema.strict().parse(json.body)).toEqual({ type: "battle_result", email: true });
    for (const headers of [asPage, { accept: "*/*" }]) expect((await server.api(link, { method: "HEAD", token: null, headers })).status).toBe(200);
    expect(await channels(keen, "battle_result")).toEqual({ type: "battle_result", in_app: true, email: true });

    const form = buttonForm(page.body);
    expect(form.label).toBe("Unsubscribe");
    expect(form.fields).toEqual({ "List-Unsubscribe": "One-Click" });
    const action = new URL(form.action, link).toString();
    expect(action).toBe(link);
    const done = await server.api(action, { method: "POST", token: null, rawBody: new URLSearchParams(form.fields).toString(), headers: { ...oneClick, ...asPage } });
    expect(done.status).toBe(200);
    expect(done.headers.get("content-type")).toMatch(/^text\/html/);
    expect(done.body).toContain("You are unsubscribed");
    expect(done.body).toContain("mails about &quot;Battle results&quot;");
    expect(await channels(keen, "battle_result")).toEqual({ type: "battle_result", in_app: true, email: false });
    expect(await channels(keen, "battle_feedback")).toEqual({ type: "battle_feedback", in_app: true, email: true });

    // Opened again, the link says so and offers nothing to press.
    const again = await server.api(link, { token: null, headers: asPage });
    expect(again.body).toContain("Mails about &quot;Battle results&quot; are already off");
    expect(again.body).not.toContain("<form");
    expect((await server.api(link, { token: null })).body).toEqual({ type: "battle_result", email: false });
  });

  it("takes the mail client's one-click POST at once, with a form body, and answers JSON", async () => {
    const { keen } = await settledBattle();
    const [feedback] = await mailsTo(keen, /^Judges' notes/);
    const reply = await server.api(onServer(headerUrl(feedback!)), { method: "POST", token: null, rawBody: "List-Unsubscribe=One-Click", headers: oneClick });
    expect(reply.status).toBe(200);
    expect(unsubscribedSchema.strict().parse(reply.body)).toEqual({ unsubscribed: "battle_feedback" });
    expect(await channels(keen, "battle_feedback")).toEqual({ type: "battle_feedback", in_app: true, email: false });
    expect(await channels(keen, "battle_result")).toEqual({ type: "battle_result", in_app: true, email: true });
  });

  it("takes the one-click POST as multipart form data too, as RFC 8058 prefers", async () => {
    const { keen } = await settledBattle();
    const [result] = await mailsTo(keen, /^Results are in/);
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    const reply = await server.api(onServer(headerUrl(result!)), { method: "POST", token: null, rawBody: form });
    expect(reply).toMatchObject({ status: 200, body: { unsubscribed: "battle_result" } });
    expect(await channels(keen, "battle_result")).toEqual({ type: "battle_result", in_app: true, email: false });
  });

  it("refuses a forged token, opened or posted, as a page or JSON, and changes nothing", async () => {
    const { keen } = await settledBattle();
    const url = new URL(headerUrl((await mailsTo(keen, /^Results are in/))[0]!));
    const [payload, signature] = url.searchParams.get("token")!.split(".");
    const forged = [
      // The same signature on another type's payload: the pilot's feedback mails.
      `${Buffer.from(`${keen.id} battle_feedback`).toString("base64url")}.${signature}`,
      // A changed signature (always a change: one ending in "AA" would have stayed the good one).
      `${payload}.${signature!.startsWith("A") ? "B" : "A"}${signature!.slice(1)}`,
    ];
    for (const token of forged) {
      url.searchParams.set("token", token);
      const link = onServer(url.toString());
      const page = await server.api(link, { token: null, headers: asPage });
      expect(page.status).toBe(404);
      expect(page.body).toContain("This unsubscribe link is not valid");
      expect(page.body).not.toContain("<form");
      expect((await server.api(link, { token: null })).status).toBe(404);
      expect((await server.api(link, { method: "HEAD", token: null })).status).toBe(404);
      const posted = await server.api(link, { method: "POST", token: null, rawBody: "List-Unsubscribe=One-Click", headers: { ...oneClick, ...asPage } });
      expect(posted.status).toBe(404);
      expect(posted.body).toContain("This unsubscribe link is not valid");
      expect((await server.api(link, { method: "POST", token: null, rawBody: "List-Unsubscribe=One-Click", headers: oneClick })).status).toBe(404);
    }
    expect(await channels(keen, "battle_result")).toEqual({ type: "battle_result", in_app: true, email: true });
    expect(await channels(keen, "battle_feedback")).toEqual({ type: "battle_feedback", in_app: true, email: true });
  });
});

describe("mails and the transaction that writes them", () => {
  const db = () => server.database.db;
  const mailer = () => notificationMailer(server.app.services.config);
  const notice = (pilot: TestPilot, battleId: string) =>
    resultNotice(pilot.email, { id: battleId, title: "Direct Write" }, { place: 1, of: 3, weightedScore: 8.5, won: 40, refunded: 0 });
  const mailJobsTo = async (pilot: TestPilot) =>
    (await db().select().from(jobs).where(eq(jobs.name, sendMailJob.name))).filter((job) => (job.payload as { to: string; reason: string }).to === pilot.email && (job.payload as { reason: string }).reason.startsWith("notification-"));

  it("mail an event written twice (a retried job, a second instance) once", async () => {
    const pilot = await server.pilot("Twice");
    const battleId = crypto.randomUUID();
    const write = () => db().transaction((tx) => notify(tx, [notice(pilot, battleId)], clock.now(), mailer()));
    expect(await write()).toHaveLength(1);
    expect(await write()).toEqual([]);
    await Promise.all([write(), write()]);
    expect(await mailJobsTo(pilot)).toHaveLength(1);
    expect(await mailsTo(pilot, /^Results are in: Direct Write$/)).toHaveLength(1);
  });

  it("mail nothing when the transaction rolls back, and leave the event to be told by the next writer", async () => {
    const pilot = await server.pilot("Rolled Back");
    const battleId = crypto.randomUUID();
    const failed = db().transaction(async (tx) => {
      await notify(tx, [notice(pilot, battleId)], clock.now(), mailer());
      throw new Error("settlement failed after the notices");
    });
    await expect(failed).rejects.toThrow("settlement failed after the notices");
    expect(await mailJobsTo(pilot)).toEqual([]);
    expect(await mailsTo(pilot, /^Results are in/)).toEqual([]);
    expect(await db().select().from(notifications).where(and(eq(notifications.user_email, pilot.email), eq(notifications.reference_id, battleId)))).toEqual([]);

    await db().transaction((tx) => notify(tx, [notice(pilot, battleId)], clock.now(), mailer()));
    expect(await mailsTo(pilot, /^Results are in: Direct Write$/)).toHaveLength(1);
  });
});

import { markNotificationsReadContract, notificationSchema, type Notification, type NotificationType } from "@soundship/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { remindRenewals } from "../../src/core/membership/renewal-reminders.ts";
import { runTournamentTick } from "../../src/core/tournaments/tournament-tick.ts";
import { jobs, notifications } from "../../src/db/schema.ts";
import { enqueueJob } from "../../src/core/jobs/enqueue-job.ts";
import { runBattleTick } from "../../src/core/settlement/battle-tick.ts";
import { resultNoticesJob } from "../../src/core/settlement/result-notices.job.ts";
import { battleKit } from "../helpers/battles.ts";
import { economy, manualClock } from "../helpers/economy.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";
import { tournamentKit } from "../helpers/tournaments.ts";
import { notificationMailer } from "../../src/core/notifications/notification-mailer.ts";

const clock = manualClock("2026-12-01T12:00:00Z");
let server: TestServer;
let kit: ReturnType<typeof battleKit>;
let host: TestPilot;

beforeAll(async () => {
  server = await startServer({ battleTickSeconds: 0 }, { clock });
  kit = battleKit(server, clock);
  host = await kit.pilotOf("commander", "Inbox Host");
  await economy(server).grant(host, 5000);
});
afterAll(() => server?.close());
const mailer = () => notificationMailer(server.app.services.config);

const q = (filter: Record<string, unknown>) => encodeURIComponent(JSON.stringify(filter));
/** The pilot's notifications of `type` through the entity API, parsed by the shared schema. */
async function inbox(pilot: TestPilot, type?: NotificationType): Promise<Notification[]> {
  const reply = await server.api(`/entities/Notification${type ? `?q=${q({ type })}` : ""}`, { token: pilot.token });
  expect(reply.status).toBe(200);
  return notificationSchema.array().parse(reply.body);
}
const unreadCount = async (pilot: TestPilot) => (await server.api(`/entities/Notification/count?q=${q({ read: false })}`, { token: pilot.token })).body.count as number;

/** The reply as sent, less the owner field (the pilot's own address, as on every owner-only record): no e-mail is left. */
function expectNoEmail(pilot: TestPilot, rows: Notification[]) {
  const raw = JSON.stringify(rows.map(({ user_email, ...rest }) => (expect(user_email).toBe(pilot.email), rest)));
  expect(raw).not.toMatch(/@/);
}

/** A battle with three entrants, in its active phase. */
async function enteredBattle(form: Record<string, unknown> = {}) {
  const battle = await kit.scheduled(host, { title: "Inbox Clash", ...form });
  clock.set(battle.when.active);
  const pilots = [await kit.pilotOf("cadet", "Nova"), await kit.pilotOf("cadet", "Rigel"), await kit.pilotOf("cadet", "Vega")];
  const entries: string[] = [];
  for (const pilot of pilots) {
    const reply = await kit.enter(pilot, battle.id, (await kit.track(pilot)).id);
    expect(reply.status).toBe(200);
    entries.push(reply.body.submission.id);
  }
  return { ...battle, pilots, entries };
}

describe("battle notifications", () => {
  it("tells an entrant their entry is in, once, readable only by them", async () => {
    const { pilots, id } = await enteredBattle();
    const [nova, rigel] = pilots as [TestPilot, TestPilot];
    const [entry] = await inbox(nova, "battle_entry");
    expect(entry).toMatchObject({ type: "battle_entry", read: false, link: `/Battle?id=${id}`, title: "Your entry is in: Inbox Clash" });
    expect(await inbox(nova, "battle_entry")).toHaveLength(1);
    expectNoEmail(nova, await inbox(nova));
    // Another pilot's notification is not found; their lists and counts hold only their own.
    expect((await server.api(`/entities/Notification/${entry!.id}`, { token: rigel.token })).status).toBe(404);
    expect((await server.api(`/entities/Notification/${entry!.id}`, { token: nova.token })).status).toBe(200);
    expect((await inbox(rigel)).map((row) => row.id)).not.toContain(entry!.id);
    expect((await server.api(`/entities/Notification/count`, { token: rigel.token })).body).toEqual({ count: (await inbox(rigel)).length });
    expect((await server.api(`/entities/Notification/count?q=${q({ id: entry!.id })}`, { token: rigel.token })).body).toEqual({ count: 0 });
    // Clients never write them.
    expect((await server.api(`/entities/Notification`, { method: "POST", token: nova.token, body: { type: "battle_entry", title: "x" } })).status).toBe(403);
  });

  it("tells the host and every entrant that judging is open, once, with two ticks racing", async () => {
    const { id, when, pilots } = await enteredBattle();
    clock.set(when.voting);
    await Promise.all([kit.tick(), kit.tick()]);
    await kit.tick();
    for (const pilot of [host, ...pilots]) {
      const opened = (await inbox(pilot, "battle_voting")).filter((row) => row.reference_id === id);
      expect(opened).toHaveLength(1);
      expect(opened[0]).toMatchObject({ title: "Judging is open: Inbox Clash", link: `/Battle?id=${id}` });
    }
  });

  it("tells each entrant their place, score and winnings, and that judges left notes, naming no judge", async () => {
    const { id, when, pilots, entries } = await enteredBattle({ prize_pool: 300 });
    const [nova, rigel, vega] = pilots as [TestPilot, TestPilot, TestPilot];
    clock.set(when.voting);
    await kit.tick();
    await kit.votes(id, entries[0]!, [9, 9]);
    await kit.votes(id, entries[1]!, [5]);
    const judge = await kit.pilotOf("cadet", "Quiet Judge");
    expect((await kit.score(judge, entries[2]!, { creativity: 2, technical: 2, impact: 2 })).status).toBe(200);
    clock.set(when.completed);
    await Promise.all([kit.tick(), kit.tick()]);
    await kit.tick();

    const [won] = (await inbox(nova, "battle_result")).filter((row) => row.reference_id === id);
    expect(won).toMatchObject({ title: "Results are in: Inbox Clash", link: `/Battle?id=${id}` });
    expect(won!.body).toMatch(/^You placed 1 of 3 with a weighted score of [\d.]+ and won 300 Stardust\.$/);
    expect((await inbox(rigel, "battle_result")).filter((row) => row.reference_id === id)[0]!.body).toMatch(/^You placed 2 of 3 with a weighted score of [\d.]+\.$/);
    expect((await inbox(vega, "battle_result")).filter((row) => row.reference_id === id)).toHaveLength(1);

    const [notes] = await inbox(nova, "battle_feedback");
    expect(notes).toMatchObject({ reference_id: entries[0], body: "2 judges left notes on your submission. Read them on the battle's page." });
    // A vote without notes is not feedback.
    expect(await inbox(vega, "battle_feedback")).toEqual([]);
    for (const pilot of pilots) {
      const rows = await inbox(pilot);
      expectNoEmail(pilot, rows);
      expect(JSON.stringify(rows)).not.toContain(judge.id);
      expect(JSON.stringify(rows)).not.toContain("Quiet Judge");
    }
  });

  it("tells entrants of a battle nobody scored that their fee came back", async () => {
    const { id, when, pilots } = await enteredBattle({ entry_fee: 0 });
    clock.set(when.completed);
    await kit.tick();
    const [refund] = (await inbox(pilots[0]!, "battle_result")).filter((row) => row.reference_id === id);
    expect(refund!.body).toBe("Nobody scored the entries, so nobody won.");
  });

  it("come from a job the settlement queues: the battle pays first, the notices follow once, a second run adds none", async () => {
    const { id, when, pilots } = await enteredBattle({ entry_fee: 0 });
    clock.set(when.completed);
    expect((await runBattleTick(server.database.db, clock.now(), mailer())).settled).toContain(id);
    const queued = () => server.database.db.select().from(jobs).where(and(eq(jobs.name, resultNoticesJob.name), eq(jobs.key, id)));
    expect(await queued()).toMatchObject([{ status: "queued", payload: { battle_id: id, mail: true } }]);
    expect((await inbox(pilots[0]!, "battle_result")).filter((row) => row.reference_id === id)).toEqual([]);

    await server.jobs.drain();
    expect((await inbox(pilots[0]!, "battle_result")).filter((row) => row.reference_id === id)).toHaveLength(1);
    // Run again (a crash between its work and its completion would do this): nothing more is written.
    await server.database.db.transaction((tx) => enqueueJob(tx, resultNoticesJob, { battle_id: id, mail: true }, { now: clock.now() }));
    await server.jobs.drain();
    expect((await queued()).map((job) => job.status)).toEqual(["completed"]);
    expect((await inbox(pilots[0]!, "battle_result")).filter((row) => row.reference_id === id)).toHaveLength(1);
  });
});

describe("marking read", () => {
  it("marks the named ones or all, counts exactly under parallel calls, and ignores other pilots' ids", async () => {
    const { pilots, when } = await enteredBattle();
    clock.set(when.voting);
    await kit.tick();
    const [nova, rigel] = pilots as [TestPilot, TestPilot];
    const mine = await inbox(nova);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(await unreadCount(nova)).toBe(mine.length);
    const theirs = (await inbox(rigel))[0]!;
    const replies = await Promise.all(mine.map((row) => kit.invoke(nova, "markNotificationsRead", { ids: [row.id, theirs.id] })));
    const unread = replies.map((reply) => markNotificationsReadContract.result.parse(reply.body).unread).sort();
    // Each call answers the count its own commit left: one fewer each time, down to none.
    expect(unread).toEqual(mine.map((_, index) => index).sort());
    expect(await unreadCount(nova)).toBe(0);
    expect((await inbox(rigel)).find((row) => row.id === theirs.id)!.read).toBe(false);

    const rigelUnread = await unreadCount(rigel);
    expect(rigelUnread).toBeGreaterThan(0);
    const all = await Promise.all([1, 2, 3].map(() => kit.invoke(rigel, "markNotificationsRead", {})));
    expect(all.map((reply) => reply.body)).toEqual([{ ok: true, unread: 0 }, { ok: true, unread: 0 }, { ok: true, unread: 0 }]);
    expect(await unreadCount(rigel)).toBe(0);
  });

  it("refuses an empty list of ids", async () => {
    expect((await kit.invoke(host, "markNotificationsRead", { ids: [] })).status).toBe(400);
  });
});

describe("tournament notifications", () => {
  it("tells both pilots their match is ready, and the winner they are champion, once each", async () => {
    const cups = tournamentKit(server, clock);
    clock.set("2027-03-01T12:00:00Z");
    const cup = await cups.open({ name: "Inbox Cup", entry_fee: 0, max_players: 2 });
    const [a, b] = [await kit.pilotOf("cadet", "Altair"), await kit.pilotOf("cadet", "Deneb")];
    expect((await cups.join(a!, cup.id)).status).toBe(200);
    expect((await cups.join(b!, cup.id)).status).toBe(200);
    clock.set(new Date(cup.starts_at.getTime() + 60_000).toISOString());
    await Promise.all([runTournamentTick(server.database.db, clock.now(), mailer()), runTournamentTick(server.database.db, clock.now(), mailer())]);
    const ready = [...(await inbox(a!, "tournament_match")), ...(await inbox(b!, "tournament_match"))];
    expect(ready).toHaveLength(2);
    expect(ready[0]!.title).toMatch(/^Your next match is ready: Inbox Cup/);
    const matchBattle = ready[0]!.reference_id;
    expect(ready[1]!.reference_id).toBe(matchBattle);
    // Nobody enters: the higher seed takes the final and the title.
    clock.set(new Date(cup.ends_at.getTime() + 60_000).toISOString());
    await kit.tick(new Date("2028-01-01T00:00:00Z"));
    await kit.tick(new Date("2028-01-01T00:00:00Z"));
    const champions = [...(await inbox(a!, "tournament_match")), ...(await inbox(b!, "tournament_match"))].filter((row) => row.title === "Champion of Inbox Cup");
    expect(champions).toHaveLength(1);
    expect(champions[0]).toMatchObject({ link: `/Tournament?id=${cup.id}`, body: "You won the tournament." });
  });
});

describe("membership renewal", () => {
  it("reminds a pilot three days before the end, once per period, however many runs", async () => {
    clock.set("2027-05-01T12:00:00Z");
    const pilot = await kit.pilotOf(null, "Renewing");
    await kit.member(pilot, "explorer", { expires_at: new Date("2027-05-05T12:00:00Z") });
    await remindRenewals(server.database.db, clock.now(), mailer());
    expect(await inbox(pilot, "membership_renewal")).toEqual([]);
    clock.set("2027-05-02T13:00:00Z");
    await Promise.all([remindRenewals(server.database.db, clock.now(), mailer()), remindRenewals(server.database.db, clock.now(), mailer())]);
    await remindRenewals(server.database.db, clock.now(), mailer());
    const reminders = await inbox(pilot, "membership_renewal");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ title: "Your membership renews in 3 days", body: "Your explorer membership renews on 2027-05-05 (UTC).", link: "/MembershipHQ" });
    expectNoEmail(pilot, reminders);
  });
});

describe("report outcomes", () => {
  it("tells the reporter what the Overseer decided, naming no admin", async () => {
    const reporter = await kit.pilotOf("cadet", "Watchful");
    const target = await kit.pilotOf("cadet", "Spammer");
    const admin = await server.admin();
    const filed = await kit.invoke(reporter, "reportContent", { target_type: "pilot", target_id: target.id, reason: "spam" });
    expect(filed.status).toBe(200);
    const resolved = await kit.invoke(admin, "overseerResolveReport", { id: filed.body.report.id, outcome: "dismissed", note: "Nothing against the rules" });
    expect(resolved.status).toBe(200);
    const told = await inbox(reporter, "report_resolved");
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ reference_id: filed.body.report.id, body: "Nothing against the rules" });
    expect(told[0]!.title).toMatch(/was dismissed$/);
    expectNoEmail(reporter, told);
    expect(JSON.stringify(told)).not.toContain(admin.id);
    expect(await server.database.db.$count(notifications, and(eq(notifications.user_email, target.email), eq(notifications.type, "report_resolved")))).toBe(0);
  });
});

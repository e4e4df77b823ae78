import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORT_MESSAGES } from "@soundship/shared";
import { battles, beatSubmissions, reports } from "../../src/db/schema.ts";
import { manualClock } from "../helpers/economy.ts";
import { auditCount, callAs, expectHidden, overseerCallers, type OverseerCallers } from "../helpers/overseer.ts";
import { race } from "../helpers/race.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";

const clock = manualClock("2026-11-21T12:00:00Z");
let server: TestServer;
let callers: OverseerCallers;
let entrant: TestPilot;
let battleId: string;

/** A battle in voting with one submission by `entrant`. */
async function submissionBy(pilot: TestPilot, title: string) {
  const [submission] = await server.database.db.insert(beatSubmissions).values({ battle_id: battleId, user_email: pilot.email, title, beat_url: "/files/x.wav" }).returning();
  return submission!.id;
}

async function reportRows(where = undefined as ReturnType<typeof eq> | undefined) {
  const [row] = await server.database.db.select({ n: count() }).from(reports).where(where);
  return row!.n;
}

beforeAll(async () => {
  server = await startServer({}, { clock });
  callers = await overseerCallers(server);
  entrant = await server.pilot("Secret Entrant");
  const [battle] = await server.database.db
    .insert(battles)
    .values({ title: "Orbit Verdict", status: "voting", host_email: entrant.email, start_time: new Date("2026-11-10T00:00:00Z"), end_time: new Date("2026-11-20T00:00:00Z"), voting_end_time: new Date("2026-11-25T00:00:00Z") })
    .returning();
  battleId = battle!.id;
});
afterAll(() => server?.close());

describe("a pilot's report", () => {
  it("names a submission by its title only: the entrant stays hidden from the reporter (blind judging)", async () => {
    const submission = await submissionBy(entrant, "Nebula Drift");
    const filed = await callAs(server, callers.pilot, "reportContent", { target_type: "submission", target_id: submission, reason: "stolen_work", details: "Copied from a known track" });
    expect(filed.status).toBe(200);
    expect(filed.body.report).toMatchObject({ target_type: "submission", target_id: submission, battle_id: battleId, target_label: "Nebula Drift", status: "open", resolution_note: null });
    const mine = await callAs(server, callers.pilot, "myReports");
    const text = JSON.stringify(mine.body);
    expect(mine.body.reports).toHaveLength(1);
    expect(text).not.toContain(entrant.email);
    expect(text).not.toContain(entrant.id);
    expect(text).not.toContain("Secret Entrant");
  });

  it("allows one open report per reporter and target; a second answers 409 and files nothing", async () => {
    clock.set("2026-11-21T12:01:00Z");
    const submission = await submissionBy(callers.admiral, "Second Track");
    const body = { target_type: "submission", target_id: submission, reason: "spam" };
    expect((await callAs(server, callers.pilot, "reportContent", body)).status).toBe(200);
    const again = await callAs(server, callers.pilot, "reportContent", { ...body, reason: "offensive" });
    expect(again).toMatchObject({ status: 409, body: { code: "CONFLICT", message: REPORT_MESSAGES.alreadyOpen } });
    expect(await reportRows(eq(reports.target_id, submission))).toBe(1);
    // Another pilot may report the same submission.
    expect((await callAs(server, entrant, "reportContent", body)).status).toBe(200);
  });

  it(race("files one report when the same pilot sends ten at once"), async () => {
    clock.set("2026-11-21T12:02:00Z");
    const reporter = await server.pilot("Eager Reporter");
    const submission = await submissionBy(callers.admin, "Raced Track");
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => callAs(server, reporter, "reportContent", { target_type: "submission", target_id: submission, reason: "cheating" })),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(9);
    expect(await reportRows(eq(reports.reporter_id, reporter.id))).toBe(1);
  });

  it("reports a battle's host from the battle page, a pilot by id, never oneself, nothing that is gone", async () => {
    clock.set("2026-11-21T12:03:00Z");
    const host = await callAs(server, callers.admiral, "reportContent", { target_type: "pilot", battle_id: battleId, reason: "offensive" });
    expect(host.body.report).toMatchObject({ target_type: "pilot", target_id: entrant.id, battle_id: battleId });
    const byId = await callAs(server, callers.admiral, "reportContent", { target_type: "pilot", target_id: callers.pilot.id, reason: "spam" });
    expect(byId.status).toBe(200);
    const self = await callAs(server, entrant, "reportContent", { target_type: "pilot", battle_id: battleId, reason: "spam" });
    expect(self).toMatchObject({ status: 403, body: { message: REPORT_MESSAGES.notYourself } });
    const gone = await callAs(server, callers.admiral, "reportContent", { target_type: "submission", target_id: "no-such-submission", reason: "spam" });
    expect(gone).toMatchObject({ status: 404, body: { message: REPORT_MESSAGES.targetNotFound } });
  });

  it("refuses an unknown reason and anonymous callers, with the field named", async () => {
    const bad = await callAs(server, callers.pilot, "reportContent", { target_type: "pilot", target_id: entrant.id, reason: "boring" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^reason: /);
    const anonymous = await callAs(server, null, "reportContent", { target_type: "pilot", target_id: entrant.id, reason: "spam" });
    expect(anonymous.status).toBe(401);
  });
});

describe("the Overseer's report queue", () => {
  const adminFunctions = ["overseerReports", "overseerResolveReport"] as const;

  it("is hidden from anonymous callers, pilots and admirals: 404, and nothing changes", async () => {
    const open = await reportRows(eq(reports.status, "open"));
    const audits = await auditCount(server);
    const [target] = await server.database.db.select().from(reports).where(eq(reports.status, "open")).limit(1);
    const bodies = { overseerReports: {}, overseerResolveReport: { id: target!.id, outcome: "dismissed", note: "No" } };
    for (const caller of [null, callers.pilot, callers.admiral]) {
      for (const name of adminFunctions) await expectHidden(server, caller, name, await callAs(server, caller, name, bodies[name]));
    }
    expect(await reportRows(eq(reports.status, "open"))).toBe(open);
    expect(await auditCount(server)).toBe(audits);
    const [still] = await server.database.db.select().from(reports).where(eq(reports.id, target!.id));
    expect(still!.status).toBe("open");
  });

  it("lists open reports oldest first with the entrant the reporter never sees; counts them for the Overview", async () => {
    const queue = await callAs(server, callers.admin, "overseerReports", {});
    expect(queue.status).toBe(200);
    const first = queue.body.reports[0];
    expect(first).toMatchObject({ target_label: "Nebula Drift", reporter_email: callers.pilot.email, reported_email: entrant.email, status: "open" });
    const counted = await callAs(server, callers.admin, "overseerOverview", {});
    expect(counted.body.open_reports).toBe(queue.body.reports.length);
    expect(counted.body.open_reports).toBe(await reportRows(eq(reports.status, "open")));
  });

  it("resolves a report with its action and one audit row; the reporter sees the outcome and the note", async () => {
    const [report] = (await callAs(server, callers.admin, "overseerReports", {})).body.reports;
    const audits = await auditCount(server, "report.resolve");
    const resolved = await callAs(server, callers.admin, "overseerResolveReport", { id: report.id, outcome: "resolved", action: "submission_removed", note: "Removed: the track was not theirs" });
    expect(resolved.status).toBe(200);
    expect(resolved.body.report).toMatchObject({ status: "resolved", resolution_action: "submission_removed", resolved_by: callers.admin.email, resolved_at: clock.now().toISOString() });
    expect(await auditCount(server, "report.resolve")).toBe(audits + 1);

    const mine = (await callAs(server, callers.pilot, "myReports")).body.reports.find((row: { id: string }) => row.id === report.id);
    expect(mine).toMatchObject({ status: "resolved", resolution_action: "submission_removed", resolution_note: "Removed: the track was not theirs" });
    expect(mine).not.toHaveProperty("resolved_by");
    // The target may be reported again once the earlier report is answered.
    const again = await callAs(server, callers.pilot, "reportContent", { target_type: "submission", target_id: report.target_id, reason: "spam" });
    expect(again.status).toBe(200);
  });

  it("dismisses with a required note, once: a second answer is refused and writes no audit row", async () => {
    const [report] = (await callAs(server, callers.admin, "overseerReports", {})).body.reports;
    const noNote = await callAs(server, callers.admin, "overseerResolveReport", { id: report.id, outcome: "dismissed", note: " " });
    expect(noNote).toMatchObject({ status: 400, body: { message: "note: A reason is required" } });
    const audits = await auditCount(server);
    const dismissed = await callAs(server, callers.admin, "overseerResolveReport", { id: report.id, outcome: "dismissed", action: "pilot_banned", note: "Within the rules" });
    expect(dismissed.body.report).toMatchObject({ status: "dismissed", resolution_action: "no_action" });
    const twice = await callAs(server, callers.admin, "overseerResolveReport", { id: report.id, outcome: "resolved", note: "Again" });
    expect(twice).toMatchObject({ status: 409, body: { message: REPORT_MESSAGES.alreadyClosed } });
    expect(await auditCount(server)).toBe(audits + 1);
    const all = await callAs(server, callers.admin, "overseerReports", { status: "dismissed" });
    expect(all.body.reports.map((row: { id: string }) => row.id)).toContain(report.id);
  });

  it(race("answers a report once when ten answers arrive at once"), async () => {
    const reporter = await server.pilot("Race Reporter");
    const filed = await callAs(server, reporter, "reportContent", { target_type: "pilot", target_id: entrant.id, reason: "spam" });
    const audits = await auditCount(server);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => callAs(server, callers.admin, "overseerResolveReport", { id: filed.body.report.id, outcome: "resolved", action: "warned", note: `Answer ${i}` })),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(9);
    expect(await auditCount(server)).toBe(audits + 1);
  });
});

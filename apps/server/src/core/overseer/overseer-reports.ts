import {
  overseerReportsContract,
  overseerResolveReportContract,
  REPORT_MESSAGES,
} from "@soundship/shared";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { beatSubmissions, beats, reports, users } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { reportResolvedNotice } from "../notifications/moderation-notices.ts";
import { notificationMailer, type NotificationMailer } from "../notifications/notification-mailer.ts";
import { notify } from "../notifications/notify.ts";
import { recordAudit } from "./audit.ts";
import { toQueuedReport, type ReportRow } from "../reports/report-views.ts";

/** Who the queue names as the reporter of a report the server filed itself. */
const SERVER_REPORTER = "Soundship";

/** The queue's rows with their reporters and reported pilots (a submission's entrant, a track's owner, a pilot's e-mail). */
async function queued(tx: Tx, rows: ReportRow[]) {
  const userIds = [...new Set(rows.flatMap((row) => [...(row.reporter_id ? [row.reporter_id] : []), ...(row.target_type === "pilot" ? [row.target_id] : [])]))];
  const idsOf = (type: string) => rows.filter((row) => row.target_type === type).map((row) => row.target_id);
  const people = userIds.length ? await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds)) : [];
  const submissionIds = idsOf("submission");
  const entries = submissionIds.length
    ? await tx.select({ id: beatSubmissions.id, email: beatSubmissions.user_email }).from(beatSubmissions).where(inArray(beatSubmissions.id, submissionIds))
    : [];
  const trackIds = idsOf("track");
  const tracks = trackIds.length ? await tx.select({ id: beats.id, email: beats.user_email }).from(beats).where(inArray(beats.id, trackIds)) : [];
  const emailOf = (id: string) => people.find((person) => person.id === id)?.email ?? null;
  return rows.map((row) => {
    const owners = row.target_type === "track" ? tracks : entries;
    const reported = row.target_type === "pilot" ? emailOf(row.target_id) : (owners.find((owner) => owner.id === row.target_id)?.email ?? null);
    const reporter = row.reporter_id ? (emailOf(row.reporter_id) ?? "(deleted)") : SERVER_REPORTER;
    return toQueuedReport(row, reporter, reported);
  });
}

/** The Overseer's report queue: open reports oldest first (the longest waiting on top), or any status. */
export const overseerReports = defineFunction({
  contract: overseerReportsContract,
  adminOnly: true,
  readOnly: true,
  async handler({ tx }, { status }) {
    const rows = await tx
      .select()
      .from(reports)
      .where(status === "all" ? undefined : eq(reports.status, status))
      .orderBy(asc(reports.created_date), asc(reports.id))
      .limit(500);
    return { reports: await queued(tx, rows) };
  },
});

/**
 * Resolves an open report with the action taken, or dismisses it, with a note the reporter reads.
 * The report's row is locked, so two admins answering at once answer it once; one audit row.
 */
export const overseerResolveReport = defineFunction({
  contract: overseerResolveReportContract,
  adminOnly: true,
  async handler({ tx, pilot, clock, config }, input) {
    const now = clock.now();
    const [report] = await tx.select().from(reports).where(eq(reports.id, input.id)).for("update");
    if (!report) throw new AppError("NOT_FOUND", REPORT_MESSAGES.reportNotFound);
    if (report.status !== "open") throw new AppError("CONFLICT", REPORT_MESSAGES.alreadyClosed);
    const action = input.outcome === "dismissed" ? "no_action" : input.action;
    const [updated] = await tx
      .update(reports)
      .set({ status: input.outcome, resolution_action: action, resolution_note: input.note, resolved_by: pilot.email, resolved_at: now, updated_date: now })
      .where(and(eq(reports.id, report.id), eq(reports.status, "open")))
      .returning();
    await tellReporter(tx, updated!, now, notificationMailer(config));
    await recordAudit(tx, {
      admin: pilot,
      action: input.outcome === "dismissed" ? "report.dismiss" : "report.resolve",
      targetType: "report",
      targetId: report.id,
      before: { status: report.status },
      after: { status: updated!.status, action },
      reason: input.note,
      at: now,
    });
    const [view] = await queued(tx, [updated!]);
    return { report: view! };
  },
});

/** The reporter reads the outcome in their inbox; a report the server filed itself has nobody to tell. */
async function tellReporter(tx: Tx, report: typeof reports.$inferSelect, now: Date, mailer: NotificationMailer): Promise<void> {
  if (!report.reporter_id) return;
  const [reporter] = await tx.select({ email: users.email }).from(users).where(eq(users.id, report.reporter_id));
  if (!reporter) return;
  const notice = reportResolvedNotice(reporter.email, { ...report, note: report.resolution_note ?? "" });
  await notify(tx, [notice], now, mailer);
}

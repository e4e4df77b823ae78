import type { MyReport, QueuedReport, ReportAction, ReportedReason, ReportedTargetType } from "@soundship/shared";
import { reports } from "../../db/schema.ts";

export type ReportRow = typeof reports.$inferSelect;

/** A report as its reporter sees it: never who entered a reported submission. */
export function toMyReport(row: ReportRow): MyReport {
  return {
    id: row.id,
    target_type: row.target_type as ReportedTargetType,
    target_id: row.target_id,
    battle_id: row.battle_id,
    target_label: row.target_label,
    reason: row.reason as ReportedReason,
    details: row.details,
    status: row.status as MyReport["status"],
    resolution_action: row.resolution_action as ReportAction | null,
    resolution_note: row.resolution_note,
    created_date: row.created_date.toISOString(),
    resolved_at: row.resolved_at?.toISOString() ?? null,
  };
}

/** A report in the Overseer's queue, with the reporter and the reported pilot. */
export function toQueuedReport(row: ReportRow, reporterEmail: string, reportedEmail: string | null): QueuedReport {
  return { ...toMyReport(row), reporter_email: reporterEmail, related_id: row.related_id, reported_email: reportedEmail, resolved_by: row.resolved_by };
}

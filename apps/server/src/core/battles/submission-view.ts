import type { SubmissionView } from "@soundship/shared";
import type { beatSubmissions } from "../../db/schema.ts";

export type SubmissionRow = typeof beatSubmissions.$inferSelect;

/** A submission as its own pilot sees it (no e-mail: the caller knows who they are). */
export function toSubmissionView(row: SubmissionRow): SubmissionView {
  return {
    id: row.id,
    battle_id: row.battle_id,
    beat_id: row.beat_id,
    title: row.title,
    genre: row.genre,
    beat_url: row.beat_url,
    fee_paid: row.fee_paid,
    created_date: row.created_date.toISOString(),
  };
}

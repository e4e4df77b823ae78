import type { SubmissionView } from "@soundship/shared";
import type { beatSubmissions } from "../../db/schema.ts";

export type SubmissionRow = typeof beatSubmissions.$inferSelect;

/** How the entered track is listened to: its preview, peaks and length, once processed. */
export type SubmissionMedia = Pick<SubmissionView, "preview_url" | "peaks_url" | "duration_seconds">;

/** A submission as its own pilot sees it (no e-mail: the caller knows who they are). */
export function toSubmissionView(row: SubmissionRow, media: SubmissionMedia): SubmissionView {
  return {
    id: row.id,
    battle_id: row.battle_id,
    beat_id: row.beat_id,
    title: row.title,
    genre: row.genre,
    beat_url: row.beat_url,
    ...media,
    fee_paid: row.fee_paid,
    created_date: row.created_date.toISOString(),
  };
}

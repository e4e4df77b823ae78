import type { Scores, VoteView } from "@soundship/shared";
import type { votes } from "../../db/schema.ts";

type VoteRow = typeof votes.$inferSelect;

/** The scores of a vote, without who cast it. */
export function toScores(row: Pick<VoteRow, "creativity" | "technical" | "impact" | "notes" | "vote_power">): Scores {
  return { creativity: row.creativity, technical: row.technical, impact: row.impact, notes: row.notes, vote_power: row.vote_power };
}

/** A vote as its judge sees it. */
export function toVoteView(row: VoteRow): VoteView {
  return {
    id: row.id,
    battle_id: row.battle_id,
    submission_id: row.submission_id,
    ...toScores(row),
    created_date: row.created_date.toISOString(),
    updated_date: row.updated_date.toISOString(),
  };
}

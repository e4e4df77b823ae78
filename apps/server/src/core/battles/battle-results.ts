import { rankEntries, type RankedEntry } from "@soundship/shared";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { beatSubmissions, users, votes } from "../../db/schema.ts";
import { callsignSql } from "./battle-view.ts";
import type { SubmissionRow } from "./submission-view.ts";

type VoteRow = typeof votes.$inferSelect;

export interface RankedSubmission extends RankedEntry {
  submission: SubmissionRow;
  pilotCallsign: string;
  votes: VoteRow[];
}

export interface BattleResults {
  ranking: RankedSubmission[];
  /** Mean vote power over every vote in the battle; 0 without votes. */
  battleMean: number;
  /** The first of the ranking, when anyone voted at all; otherwise everyone is refunded. */
  winner: RankedSubmission | null;
}

/** Ranks a battle's submissions by weighted mean of vote power (DESIGN.md section 6). */
export async function battleResults(tx: Tx, battleId: string): Promise<BattleResults> {
  const rows = await tx
    .select({ submission: beatSubmissions, callsign: callsignSql })
    .from(beatSubmissions)
    .innerJoin(users, sql`${users.email} = ${beatSubmissions.user_email}`)
    .where(eq(beatSubmissions.battle_id, battleId))
    .orderBy(asc(beatSubmissions.created_date));
  const cast = rows.length
    ? await tx.select().from(votes).where(inArray(votes.submission_id, rows.map((row) => row.submission.id)))
    : [];
  const votesOf = (id: string) => cast.filter((vote) => vote.submission_id === id);
  const ranked = rankEntries(
    rows.map(({ submission }) => ({ id: submission.id, entered_at: submission.created_date, powers: votesOf(submission.id).map((v) => v.vote_power) })),
  );
  const byId = new Map(rows.map((row) => [row.submission.id, row]));
  const ranking = ranked.map((entry) => {
    const row = byId.get(entry.id)!;
    return { ...entry, submission: row.submission, pilotCallsign: row.callsign, votes: votesOf(entry.id) };
  });
  const battleMean = cast.length ? cast.reduce((total, vote) => total + vote.vote_power, 0) / cast.length : 0;
  return { ranking, battleMean, winner: cast.length ? (ranking[0] ?? null) : null };
}

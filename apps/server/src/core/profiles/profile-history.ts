import type { BattleType, ProfileBattle, ProfileTournament } from "@soundship/shared";
import { and, desc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { battles, beatSubmissions, tournamentEntries, tournamentMatches, tournaments } from "../../db/schema.ts";
import { battleResults } from "../battles/battle-results.ts";
import { timestampSql } from "../battles/battle-view.ts";

/** How many battles and tournaments a profile lists, latest first. */
export const PROFILE_HISTORY_LIMIT = 10;

/**
 * The completed battles a pilot entered, with their place once settled. A battle still open or in
 * judging is left out: listing it would tell a judge who entered it (judging is blind).
 */
export async function profileBattles(tx: Tx, email: string, now: Date): Promise<ProfileBattle[]> {
  const rows = await tx
    .select({ battle: battles, submissionId: beatSubmissions.id })
    .from(beatSubmissions)
    .innerJoin(battles, eq(battles.id, beatSubmissions.battle_id))
    .where(and(eq(beatSubmissions.user_email, email), isNull(battles.cancelled_at), lte(battles.voting_end_time, timestampSql(now))))
    .orderBy(desc(battles.voting_end_time), desc(battles.id))
    .limit(PROFILE_HISTORY_LIMIT);
  const listed: ProfileBattle[] = [];
  for (const { battle, submissionId } of rows) {
    listed.push({
      battle_id: battle.id,
      title: battle.title,
      battle_type: battle.battle_type as BattleType,
      ended_at: battle.voting_end_time.toISOString(),
      place: battle.settled_at ? await placeIn(tx, battle, submissionId) : null,
      entrants: battle.entrants,
    });
  }
  return listed;
}

/** A submission's place in a settled battle's stored result; null when everyone was refunded. */
export async function placeIn(tx: Tx, battle: typeof battles.$inferSelect, submissionId: string): Promise<number | null> {
  const results = await battleResults(tx, battle);
  if (!results.winner) return null;
  return results.ranking.find((entry) => entry.submission.id === submissionId)?.rank ?? null;
}

/** The tournaments a pilot joined: champion, or the furthest round they played in. */
export async function profileTournaments(tx: Tx, email: string): Promise<ProfileTournament[]> {
  const joined = await tx
    .select({ tournament: tournaments })
    .from(tournamentEntries)
    .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournament_id))
    .where(eq(tournamentEntries.user_email, email))
    .orderBy(desc(tournaments.starts_at), desc(tournaments.id))
    .limit(PROFILE_HISTORY_LIMIT);
  if (!joined.length) return [];
  const ids = joined.map((row) => row.tournament.id);
  const rounds = await tx
    .select({
      tournament_id: tournamentMatches.tournament_id,
      rounds: sql<number>`max(${tournamentMatches.round})::int`,
      reached: sql<number | null>`max(${tournamentMatches.round}) filter (where ${or(eq(tournamentMatches.pilot_a_email, email), eq(tournamentMatches.pilot_b_email, email))})::int`,
    })
    .from(tournamentMatches)
    .where(inArray(tournamentMatches.tournament_id, ids))
    .groupBy(tournamentMatches.tournament_id);
  const byTournament = new Map(rounds.map((row) => [row.tournament_id, row]));
  return joined.map(({ tournament }) => ({
    tournament_id: tournament.id,
    name: tournament.name,
    completed: tournament.completed_at !== null,
    champion: tournament.champion_email === email,
    round_reached: byTournament.get(tournament.id)?.reached ?? null,
    rounds: byTournament.get(tournament.id)?.rounds ?? null,
  }));
}

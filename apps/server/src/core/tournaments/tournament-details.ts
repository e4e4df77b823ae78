import {
  TOURNAMENT_MESSAGES, battleStatusAt, discountedFee, roundName, tournamentDetailsContract, tournamentStateAt,
  type BattleType, type BracketMatch, type BracketPilot, type Tier,
} from "@soundship/shared";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { battles, stardustTransactions, tournamentEntries, tournamentMatches, tournaments, users } from "../../db/schema.ts";
import { battleResults } from "../battles/battle-results.ts";
import { callsignSql } from "../battles/battle-view.ts";
import { AppError } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { effectiveTier } from "../membership/effective-tier.ts";

type MatchRow = typeof tournamentMatches.$inferSelect;
type BattleRow = typeof battles.$inferSelect;

/**
 * The tournament page (`/Tournament?id=…`): the rules, the entrants, the bracket round by round
 * with each match's battle and scores, the caller's next match and the champion. Pilots are named
 * by callsign; no other pilot's e-mail leaves the server (docs/decisions/007).
 */
export const tournamentDetails = defineFunction({
  contract: tournamentDetailsContract,
  readOnly: true,
  async handler({ tx, pilot, clock }, { id }) {
    const now = clock.now();
    const [tournament] = await tx.select().from(tournaments).where(eq(tournaments.id, id));
    if (!tournament) throw new AppError("NOT_FOUND", TOURNAMENT_MESSAGES.tournamentNotFound);
    const [user] = await tx.select().from(users).where(eq(users.id, pilot.id));
    if (!user) throw new AppError("NOT_AUTHENTICATED", "Sign in to continue");

    const entrantRows = await tx
      .select({ email: tournamentEntries.user_email, seed: tournamentEntries.seed, callsign: callsignSql, id: users.id, avatar: users.image })
      .from(tournamentEntries)
      .innerJoin(users, sql`${users.email} = ${tournamentEntries.user_email}`)
      .where(eq(tournamentEntries.tournament_id, id))
      .orderBy(sql`${tournamentEntries.seed} asc nulls last`, asc(tournamentEntries.created_date), asc(tournamentEntries.id));
    const byEmail = new Map(entrantRows.map((row) => [row.email, row]));
    const named = (email: string | null, seed?: number | null): BracketPilot | null => {
      if (!email) return null;
      const row = byEmail.get(email);
      return { id: row?.id ?? null, callsign: row?.callsign ?? "Departed pilot", avatar_url: row?.avatar ?? null, seed: seed ?? row?.seed ?? null, is_me: email === user.email };
    };

    const matches = await tx.select().from(tournamentMatches).where(eq(tournamentMatches.tournament_id, id)).orderBy(asc(tournamentMatches.round), asc(tournamentMatches.match));
    const battleIds = matches.flatMap((match) => (match.battle_id ? [match.battle_id] : []));
    const matchBattles = battleIds.length ? await tx.select().from(battles).where(inArray(battles.id, battleIds)) : [];
    const battleOf = new Map(matchBattles.map((battle) => [battle.id, battle]));
    const views = await Promise.all(matches.map((match) => matchView(tx, match, match.battle_id ? battleOf.get(match.battle_id) : undefined, named, now)));
    const roundTotal = matches.reduce((most, match) => Math.max(most, match.round), 0);
    const rounds = Array.from({ length: roundTotal }, (_, index) => ({
      round: index + 1,
      name: roundName(index + 1, roundTotal),
      matches: views.filter((_, at) => matches[at]!.round === index + 1),
    }));

    const [pot] = await tx
      .select({ total: sql<number>`coalesce(-sum(${stardustTransactions.amount}), 0)::int` })
      .from(stardustTransactions)
      .where(and(eq(stardustTransactions.transaction_type, "tournament_entry"), eq(stardustTransactions.reference_id, id)));

    return {
      tournament: {
        id: tournament.id,
        name: tournament.name,
        description: tournament.description,
        state: tournamentStateAt(tournament, now),
        starts_at: tournament.starts_at.toISOString(),
        ends_at: tournament.ends_at.toISOString(),
        bracket_started_at: tournament.bracket_started_at?.toISOString() ?? null,
        completed_at: tournament.completed_at?.toISOString() ?? null,
        battle_type: tournament.battle_type as BattleType,
        entry_fee: tournament.entry_fee,
        my_fee: discountedFee(effectiveTier(user, now), tournament.entry_fee),
        min_tier: tournament.min_tier as Tier | null,
        max_players: tournament.max_players,
        current_players: tournament.current_players,
        prize_pool: Number(tournament.prize_pool),
        stardust_pot: pot?.total ?? 0,
        match_entry_hours: tournament.match_entry_hours,
        match_voting_hours: tournament.match_voting_hours,
      },
      enrolled: byEmail.has(user.email),
      entrants: entrantRows.map((row) => named(row.email)!),
      rounds,
      my_next_match: nextMatchOf(user.email, matches, views, rounds),
      champion: named(tournament.champion_email),
    };
  },
});

async function matchView(
  tx: Tx,
  match: MatchRow,
  battle: BattleRow | undefined,
  named: (email: string | null, seed?: number | null) => BracketPilot | null,
  now: Date,
): Promise<BracketMatch> {
  const status = battle ? battleStatusAt(battle, now) : null;
  const sides = { a: { score: null as number | null, entered: false }, b: { score: null as number | null, entered: false } };
  if (battle) {
    // Scores are shown once judging is over; during it the panel judges blind.
    const results = await battleResults(tx, battle);
    for (const entry of results.ranking) {
      const side = entry.submission.user_email === match.pilot_a_email ? sides.a : entry.submission.user_email === match.pilot_b_email ? sides.b : null;
      if (!side) continue;
      side.entered = true;
      if (status === "completed") side.score = entry.weighted_score;
    }
  }
  const bye = match.round === 1 && match.pilot_b_email === null && match.seed_b === null && match.decided_at !== null;
  return {
    match: match.match,
    a: { pilot: named(match.pilot_a_email, match.seed_a), ...sides.a },
    b: { pilot: named(match.pilot_b_email, match.seed_b), ...sides.b },
    bye,
    battle_id: battle?.id ?? null,
    battle_status: status,
    entry_deadline: battle?.end_time.toISOString() ?? null,
    voting_deadline: battle?.voting_end_time.toISOString() ?? null,
    winner: match.winner_email === null ? null : match.winner_email === match.pilot_a_email ? "a" : "b",
  };
}

/** The caller's undecided match: the one where they appear and no winner is recorded yet. */
function nextMatchOf(email: string, matches: MatchRow[], views: BracketMatch[], rounds: { round: number; name: string }[]) {
  const at = matches.findIndex((match) => !match.decided_at && (match.pilot_a_email === email || match.pilot_b_email === email));
  if (at < 0) return null;
  const match = matches[at]!;
  const view = views[at]!;
  const mine = match.pilot_a_email === email ? view.a : view.b;
  const other = match.pilot_a_email === email ? view.b : view.a;
  return {
    round_name: rounds[match.round - 1]!.name,
    match: match.match,
    opponent: other.pilot,
    battle_id: view.battle_id,
    deadline: view.entry_deadline,
    entered: mine.entered,
  };
}

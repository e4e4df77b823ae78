import { bracketSize, firstRoundPairs, matchWindows, nextMatchOf, roundCount, roundName, shuffled } from "@soundship/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { battles, stardustTransactions, tournamentEntries, tournamentMatches, tournaments, users } from "../../db/schema.ts";
import type { BattleResults } from "../battles/battle-results.ts";
import type { BattleRow } from "../battles/battle-view.ts";
import { postStardust } from "../ledger/ledger.ts";
import { domainMetrics } from "../metrics/domain-metrics.ts";
import type { NotificationMailer } from "../notifications/notification-mailer.ts";
import { notify } from "../notifications/notify.ts";
import { advancedNotice, championNotice, matchReadyNotice } from "../notifications/tournament-notices.ts";
import { grantXp } from "../xp/xp.ts";

export type TournamentRow = typeof tournaments.$inferSelect;
type MatchRow = typeof tournamentMatches.$inferSelect;

/** XP the champion gets on top of the pot (before the admiral and multiplier doublings). */
export const CHAMPION_XP = 250;

/**
 * Draws the bracket of a tournament whose start has come (docs/decisions/014): the entrants in a
 * random order (`random`, recorded as each entry's seed), every match row of every round, the
 * first-round byes decided at once and a battle for each match whose two pilots are known. With no
 * entrants the tournament completes with nothing at ends_at; with one, that pilot is the champion at once. The caller
 * holds the tournament's row lock and has checked the bracket is not drawn yet.
 */
export async function drawBracket(tx: Tx, tournament: TournamentRow, now: Date, random: () => number, mailer: NotificationMailer | null): Promise<void> {
  const entries = await tx
    .select()
    .from(tournamentEntries)
    .where(eq(tournamentEntries.tournament_id, tournament.id))
    .orderBy(asc(tournamentEntries.created_date), asc(tournamentEntries.id));
  const seeded = shuffled(entries, random);
  for (const [index, entry] of seeded.entries()) {
    await tx.update(tournamentEntries).set({ seed: index + 1, updated_date: now }).where(eq(tournamentEntries.id, entry.id));
  }
  await tx.update(tournaments).set({ bracket_started_at: now, state: "in_progress", updated_date: now }).where(eq(tournaments.id, tournament.id));
  const started = { ...tournament, bracket_started_at: now };

  if (seeded.length === 0) {
    // Nothing to play and nobody to pay: it ends with nothing at its scheduled end.
    await tx.update(tournaments).set({ completed_at: tournament.ends_at, updated_date: now }).where(eq(tournaments.id, tournament.id));
    return;
  }
  if (seeded.length === 1) {
    await crownChampion(tx, started, seeded[0]!.user_email, now, mailer);
    return;
  }

  const emailOfSeed = (seed: number | null) => (seed === null ? null : seeded[seed - 1]!.user_email);
  const rounds = roundCount(seeded.length);
  const size = bracketSize(seeded.length);
  const rows: Omit<typeof tournamentMatches.$inferInsert, "tournament_id">[] = firstRoundPairs(seeded.length).map((pair, index) => ({
    round: 1,
    match: index + 1,
    pilot_a_email: emailOfSeed(pair.a),
    pilot_b_email: emailOfSeed(pair.b),
    seed_a: pair.a,
    seed_b: pair.b,
  }));
  for (let round = 2; round <= rounds; round++) {
    for (let match = 1; match <= size / 2 ** round; match++) {
      rows.push({ round, match });
    }
  }
  const inserted = await tx
    .insert(tournamentMatches)
    .values(rows.map((row) => ({ ...row, tournament_id: tournament.id, created_date: now, updated_date: now })))
    .returning();
  const firstRound = inserted.filter((row) => row.round === 1).sort((x, y) => x.match - y.match);
  for (const match of firstRound) {
    if (match.pilot_b_email === null) await decideMatch(tx, started, match, match.pilot_a_email!, now, mailer);
    else await startMatchBattle(tx, started, match, now, mailer);
  }
}

/**
 * Advances the bracket after one of its match battles settled, under the battle's and then the
 * tournament's row lock: the Judge Panel's winner advances; a pilot who did not enter loses to one
 * who did; with no entries or no votes the higher seed (the lower number) advances.
 */
export async function advanceFromBattle(tx: Tx, battle: BattleRow, results: BattleResults, now: Date, mailer: NotificationMailer | null): Promise<void> {
  if (!battle.tournament_id) return;
  const [tournament] = await tx.select().from(tournaments).where(eq(tournaments.id, battle.tournament_id)).for("update");
  const [match] = await tx.select().from(tournamentMatches).where(eq(tournamentMatches.battle_id, battle.id));
  if (!tournament || !match || match.decided_at) return;
  const entered = results.ranking.map((entry) => entry.submission.user_email);
  let winner: string | null;
  if (results.winner) winner = results.winner.submission.user_email;
  else if (entered.length === 1) winner = entered[0]!;
  else winner = (match.seed_b ?? Infinity) < (match.seed_a ?? Infinity) ? match.pilot_b_email : match.pilot_a_email;
  // A pilot whose account is gone cannot advance; the other one does.
  winner ??= match.pilot_a_email ?? match.pilot_b_email;
  if (!winner) return;
  await decideMatch(tx, tournament, match, winner, now, mailer);
}

/** Records `winner` as the match's winner and moves them on: into the next round, or to the title after the final. */
async function decideMatch(tx: Tx, tournament: TournamentRow, match: MatchRow, winner: string, now: Date, mailer: NotificationMailer | null): Promise<void> {
  await tx.update(tournamentMatches).set({ winner_email: winner, decided_at: now, updated_date: now }).where(eq(tournamentMatches.id, match.id));
  const next = nextMatchOf(match.round, match.match);
  const seed = winner === match.pilot_a_email ? match.seed_a : match.seed_b;
  const slot = next.slot === "a" ? { pilot_a_email: winner, seed_a: seed } : { pilot_b_email: winner, seed_b: seed };
  const [following] = await tx
    .update(tournamentMatches)
    .set({ ...slot, updated_date: now })
    .where(and(eq(tournamentMatches.tournament_id, tournament.id), eq(tournamentMatches.round, next.round), eq(tournamentMatches.match, next.match)))
    .returning();
  if (!following) {
    await crownChampion(tx, tournament, winner, now, mailer);
    return;
  }
  await notify(tx, [advancedNotice(winner, tournament, match.id)], now, mailer);
  if (following.pilot_a_email && following.pilot_b_email && !following.battle_id) await startMatchBattle(tx, tournament, following, now, mailer);
}

/** The head-to-head battle of a match whose two pilots are known: the tournament's mode and windows, no fee, no escrow. */
async function startMatchBattle(tx: Tx, tournament: TournamentRow, match: MatchRow, now: Date, mailer: NotificationMailer | null): Promise<void> {
  const rounds = await roundsOf(tx, tournament.id);
  const { end, votingEnd } = matchWindows(now, tournament);
  const [battle] = await tx
    .insert(battles)
    .values({
      title: `${tournament.name}: ${roundName(match.round, rounds)}, match ${match.match}`,
      description: `Tournament match of ${tournament.name}. Only its two pilots may enter; the winner advances.`,
      battle_type: tournament.battle_type,
      entry_fee: 0,
      prize_pool: 0,
      max_participants: 2,
      start_time: now,
      end_time: end,
      voting_end_time: votingEnd,
      status: "active",
      // A match has no host of its own; the column names the higher seed, and host rules do not apply.
      host_email: match.pilot_a_email!,
      tournament_id: tournament.id,
      created_date: now,
      updated_date: now,
    })
    .returning({ id: battles.id, title: battles.title });
  await tx.update(tournamentMatches).set({ battle_id: battle!.id, updated_date: now }).where(eq(tournamentMatches.id, match.id));
  await notify(tx, [match.pilot_a_email!, match.pilot_b_email!].map((email) => matchReadyNotice(email, tournament.name, battle!)), now, mailer);
  domainMetrics.battleCreated("tournament_match");
}

async function roundsOf(tx: Tx, tournamentId: string): Promise<number> {
  const [row] = await tx
    .select({ rounds: sql<number>`max(${tournamentMatches.round})::int` })
    .from(tournamentMatches)
    .where(eq(tournamentMatches.tournament_id, tournamentId));
  return row?.rounds ?? 1;
}

/**
 * Crowns the champion: the pot (every entry fee paid, read from the ledger) as `tournament_prize`,
 * CHAMPION_XP through the XP ledger, and the tournament completed. The ledger's unique key on the
 * tournament's prize refuses a second payment whatever runs twice.
 */
async function crownChampion(tx: Tx, tournament: TournamentRow, email: string, now: Date, mailer: NotificationMailer | null): Promise<void> {
  const [paid] = await tx
    .select({ total: sql<number>`coalesce(-sum(${stardustTransactions.amount}), 0)::int` })
    .from(stardustTransactions)
    .where(and(eq(stardustTransactions.transaction_type, "tournament_entry"), eq(stardustTransactions.reference_id, tournament.id)));
  const [champion] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (champion) {
    const pot = paid?.total ?? 0;
    await notify(tx, [championNotice(email, tournament, pot)], now, mailer);
    if (pot > 0) {
      await postStardust(tx, { userId: champion.id, amount: pot, type: "tournament_prize", referenceId: tournament.id, description: `Champion of ${tournament.name}` });
    }
    await grantXp(tx, champion.id, CHAMPION_XP, now, { reason: "tournament_win", referenceId: tournament.id });
  }
  await tx
    .update(tournaments)
    .set({ champion_email: champion ? email : null, completed_at: now, state: "completed", updated_date: now })
    .where(eq(tournaments.id, tournament.id));
}

import { myBattlesContract, type MyBattleResult } from "@soundship/shared";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { battles, beatSubmissions, stardustTransactions, users, votes } from "../../db/schema.ts";
import { battleResults } from "../battles/battle-results.ts";
import { callsignSql, selectBattles, toBattleView, type BattleRow } from "../battles/battle-view.ts";
import { defineFunction } from "../functions/registry.ts";

/** How many battles each list of "my battles" holds, newest first. */
export const MY_BATTLES_LIMIT = 50;

/**
 * The battles the caller hosts, entered and judged. A judged battle carries the battle view and
 * the caller's own count of scored entries only: whom they scored stays blind, as on the Judge Panel.
 */
export const myBattles = defineFunction({
  contract: myBattlesContract,
  readOnly: true,
  async handler({ tx, pilot, clock }) {
    const now = clock.now();
    // A tournament match's host column names its higher seed, who does not host it.
    const hosted = await selectBattles(tx, and(eq(battles.host_email, pilot.email), isNull(battles.tournament_id)), [desc(battles.created_date), desc(battles.id)], MY_BATTLES_LIMIT);
    const entered = await tx
      .select({ battle: battles, host: callsignSql, submissionId: beatSubmissions.id })
      .from(beatSubmissions)
      .innerJoin(battles, eq(battles.id, beatSubmissions.battle_id))
      .innerJoin(users, sql`${users.email} = ${battles.host_email}`)
      .where(eq(beatSubmissions.user_email, pilot.email))
      .orderBy(desc(beatSubmissions.created_date), desc(beatSubmissions.id))
      .limit(MY_BATTLES_LIMIT);
    const payouts = await payoutsOf(tx, pilot.email, entered.map((row) => row.battle.id));
    const results = [];
    for (const row of entered) {
      results.push({ battle: toBattleView(row.battle, row.host, now), result: row.battle.settled_at ? await resultOf(tx, row.battle, row.submissionId, payouts) : null });
    }
    return {
      hosted: hosted.map((row) => ({ battle: toBattleView(row.battle, row.host, now), result: null })),
      entered: results,
      judged: await judgedBy(tx, pilot.email, now),
    };
  },
});

type Payouts = Map<string, { paid: number; refunded: boolean }>;

/** What settlements paid the pilot per battle: the pot or their refunded fee. */
async function payoutsOf(tx: Tx, email: string, battleIds: string[]): Promise<Payouts> {
  if (!battleIds.length) return new Map();
  const rows = await tx
    .select({ battleId: stardustTransactions.reference_id, type: stardustTransactions.transaction_type, amount: stardustTransactions.amount })
    .from(stardustTransactions)
    .where(and(eq(stardustTransactions.user_email, email), inArray(stardustTransactions.transaction_type, ["battle_win", "battle_refund"]), inArray(stardustTransactions.reference_id, battleIds)));
  const payouts: Payouts = new Map();
  for (const row of rows) {
    const before = payouts.get(row.battleId!) ?? { paid: 0, refunded: false };
    payouts.set(row.battleId!, { paid: before.paid + row.amount, refunded: before.refunded || row.type === "battle_refund" });
  }
  return payouts;
}

/** The pilot's place, weighted score and Stardust in a settled battle, from its stored result. */
async function resultOf(tx: Tx, battle: BattleRow, submissionId: string, payouts: Payouts): Promise<MyBattleResult> {
  const results = await battleResults(tx, battle);
  const own = results.ranking.find((entry) => entry.submission.id === submissionId);
  const payout = payouts.get(battle.id) ?? { paid: 0, refunded: false };
  return {
    place: results.winner && own ? own.rank : null,
    of: results.ranking.length,
    weighted_score: results.winner && own ? Math.round(own.weighted_score * 100) / 100 : null,
    stardust: payout.paid,
    refunded: payout.refunded,
  };
}

/** Battles the pilot scored entries in, with how many: no entrant is named, whatever the phase. */
async function judgedBy(tx: Tx, email: string, now: Date) {
  const scored = await tx
    .select({ battleId: votes.battle_id, scored: sql<number>`count(*)::int` })
    .from(votes)
    .where(eq(votes.voter_email, email))
    .groupBy(votes.battle_id)
    .orderBy(sql`max(${votes.updated_date}) desc`, votes.battle_id)
    .limit(MY_BATTLES_LIMIT);
  if (!scored.length) return [];
  const rows = await selectBattles(tx, inArray(battles.id, scored.map((row) => row.battleId)), [], MY_BATTLES_LIMIT);
  const byId = new Map(rows.map((row) => [row.battle.id, row]));
  return scored.flatMap(({ battleId, scored: count }) => {
    const row = byId.get(battleId);
    return row ? [{ battle: toBattleView(row.battle, row.host, now), scored: count }] : [];
  });
}

import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { queryRows, renderStatement } from "../../db/statements.ts";
import { battles, countedVotes, tournaments, users } from "../../db/schema.ts";
import { postStardust } from "../ledger/ledger.ts";
import { advanceFromBattle } from "../tournaments/bracket.ts";
import { publishBattle } from "../live/publish.ts";
import { domainMetrics } from "../metrics/domain-metrics.ts";
import { recordQuestEvent } from "../quests/quest-events.ts";
import { grantXp } from "../xp/xp.ts";
import { enqueueJob } from "../jobs/enqueue-job.ts";
import { resultNoticesJob } from "./result-notices.job.ts";
import { battleResults, type BattleResults } from "../battles/battle-results.ts";
import { jsonInSlices } from "../battles/in-slices.ts";
import type { BattleRow } from "../battles/battle-view.ts";
import type { NotificationMailer } from "../notifications/notification-mailer.ts";

const WIN_XP = 100;

/**
 * Settles a battle whose voting is over, on calibrated votes as they stood when voting closed (so
 * whenever and wherever it runs, the result is the same), and stores the votes it counted (the
 * vote's primary key there refuses a second settlement too). The winner takes the pot (`battle_win`,
 * +100 XP, one more battle won, the `battle_win` quest event); with no entries or no votes the host's escrow and every
 * entry fee go back (`battle_refund`). The caller holds the battle's row lock and has checked it is
 * unsettled; the ledger's unique key per pilot, type and battle refuses a second payment regardless.
 * A tournament match then advances its bracket (core/tournaments/bracket.ts). The entrants are told
 * their results by a job it queues (result-notices.job.ts), which `mailer` null keeps to the inboxes.
 */
export async function settleBattle(tx: Tx, battle: BattleRow, now: Date, mailer: NotificationMailer | null): Promise<BattleResults> {
  // A battle of thousands of entries sorts its hundred thousand votes: in memory, not on disk. Its
  // reads run on this connection's process alone: parallel workers took the cores the requests of the
  // moment need (measured with pgbench beside its two largest reads: the reads' throughput halved and
  // their p99 doubled, and the settlement's reads were no faster for it).
  await tx.execute(sql`set local work_mem = '64MB'`);
  await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
  // Its largest reads are costed past PostgreSQL's JIT threshold; compiling them took 7 to 40 ms of a
  // core each time, for reads of a few hundred ms that run once.
  await tx.execute(sql`set local jit = off`);
  // A tournament match: the tournament's row is locked next (battle, tournament, then pilots).
  if (battle.tournament_id) await tx.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.id, battle.tournament_id)).for("update");
  const results = await battleResults(tx, battle);
  // The result as decided now is stored with the settlement, so the page never reads another one.
  await storeCountedVotes(tx, battle.id, results.calibrated);
  const title = battle.title || "a battle";
  const { winner } = results;
  if (winner) {
    const userId = await userIdOf(tx, winner.submission.user_email);
    if (battle.pot > 0) {
      await postStardust(tx, { userId, amount: battle.pot, type: "battle_win", referenceId: battle.id, description: `Won ${title}` });
    }
    // The battle_win reason also counts the win on the season board.
    await grantXp(tx, userId, WIN_XP, now, { reason: "battle_win", referenceId: battle.id });
    await tx.update(users).set({ battlesWon: sql`${users.battlesWon} + 1` }).where(eq(users.id, userId));
    await recordQuestEvent(tx, userId, "battle_win", now);
  } else {
    const refunds = [
      { email: battle.host_email, amount: battle.prize_pool, what: "Prize pool returned" },
      ...results.ranking.map(({ submission }) => ({ email: submission.user_email, amount: submission.fee_paid, what: "Entry fee returned" })),
    ]
      .filter((refund) => refund.amount > 0)
      // One order for every settlement, so two instances settling different battles lock pilots alike.
      .sort((a, b) => a.email.localeCompare(b.email));
    for (const refund of refunds) {
      const userId = await userIdOf(tx, refund.email);
      await postStardust(tx, { userId, amount: refund.amount, type: "battle_refund", referenceId: battle.id, description: `${refund.what}: ${title} had no ${results.ranking.length ? "votes" : "entries"}` });
    }
  }
  await tx
    .update(battles)
    .set({ status: "completed", settled_at: now, winner_submission_id: winner?.submission.id ?? null, updated_date: now })
    .where(eq(battles.id, battle.id));
  // The entrants are told by a job of its own, once this commits.
  await enqueueJob(tx, resultNoticesJob, { battle_id: battle.id, mail: mailer !== null }, { now, key: battle.id });
  await advanceFromBattle(tx, battle, results, now, mailer);
  domainMetrics.battleSettled(winner ? "won" : "refunded");
  const winnerId = winner ? await userIdOf(tx, winner.submission.user_email) : null;
  await publishBattle(tx, battle.id, "battle_settled", { status: "completed", winner_id: winnerId, winner_submission_id: winner?.submission.id ?? null });
  return results;
}

/**
 * The votes a settlement counted, with their calibrated powers, as the battle's one row however many
 * there are (the two arrays travel as two parameters; a row of parameters per vote would pass the
 * protocol's limit of 65,535 at about 22,000 votes). A battle without votes gets its row too, so the
 * row's key refuses any second settlement. The arrays go as JSON, which Node writes natively: turned
 * into PostgreSQL's array text element by element, 100,000 votes held this instance's every other
 * request for a tenth of a second. JSON keeps each double exact (the shortest text that reads back
 * as the same number).
 */
const STORE_COUNTED_VOTES = renderStatement(sql`insert into ${countedVotes} (battle_id, vote_ids, calibrated_powers) values (
  ${sql.placeholder("battleId")},
  array(select e from json_array_elements_text(${sql.placeholder("ids")}::json) with ordinality as t(e, i) order by i),
  array(select e::float8 from json_array_elements_text(${sql.placeholder("powers")}::json) with ordinality as t(e, i) order by i))`);

async function storeCountedVotes(tx: Tx, battleId: string, calibrated: Map<string, number>): Promise<void> {
  const ids = await jsonInSlices([...calibrated.keys()]);
  const powers = await jsonInSlices([...calibrated.values()]);
  await queryRows(tx, STORE_COUNTED_VOTES, { battleId, ids, powers });
}

async function userIdOf(tx: Tx, email: string): Promise<string> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`settlement: pilot ${email} not found`);
  return user.id;
}

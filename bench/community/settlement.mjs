// Settling the big battle while pilots keep reading: its voting is closed in the database (the
// clock's phase moves to completed), the server's battle tick (every second) settles it, and the
// time from that tick to the settlement's commit is measured, with every read answered meanwhile.
import { performance } from "node:perf_hooks";
import { percentile } from "../lib/percentile.mjs";
import { timedLoad } from "./load.mjs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** A Date on the performance.now() timeline of this process. */
const onTimeline = (date) => date.getTime() - performance.timeOrigin;

/** What a battle's settlement paid and counted, from the ledgers. */
async function payments(client, battleId) {
  const { rows: [row] } = await client.query(
    `select (select count(*) from stardust_transactions where reference_id = $1 and transaction_type = 'battle_win')::int as pots,
       (select coalesce(sum(amount), 0) from stardust_transactions where reference_id = $1 and transaction_type = 'battle_win')::int as paid,
       (select count(*) from stardust_transactions where reference_id = $1 and transaction_type = 'battle_refund')::int as refunds,
       (select count(*) from xp_transactions where reference_id = $1 and reason = 'battle_win')::int as wins,
       (select coalesce(sum(cardinality(vote_ids)), 0) from battle_counted_votes where battle_id = $1)::int as counted,
       (select count(*) from votes where battle_id = $1)::int as votes,
       (select pot from battles where id = $1) as pot`,
    [battleId],
  );
  return row;
}

export async function measureSettlement({ origin, client, battleId, reads, connections }) {
  const load = timedLoad(origin, reads, connections);
  await sleep(3_000);
  await client.query("update battles set voting_end_time = now() where id = $1", [battleId]);
  const deadline = Date.now() + 300_000;
  let settledAt = null;
  while (!settledAt) {
    if (Date.now() > deadline) throw new Error(`battle ${battleId} did not settle within 5 minutes`);
    await sleep(10);
    settledAt = (await client.query("select settled_at from battles where id = $1", [battleId])).rows[0].settled_at;
  }
  const committed = performance.now();
  await sleep(1_000);
  const { samples, failed } = await load.stop();
  // The tick that settled it stamped settled_at with its start; later ticks must pay nothing more.
  const started = onTimeline(settledAt);
  const first = await payments(client, battleId);
  await sleep(3_000);
  const again = await payments(client, battleId);
  // Every read in flight at some moment of the settlement.
  const during = samples.filter((sample) => sample.at <= committed && sample.at + sample.ms >= started).map((sample) => sample.ms);
  const before = samples.filter((sample) => sample.at < started).map((sample) => sample.ms);
  return {
    seconds: (committed - started) / 1000,
    paidOnce: first.pots === 1 && first.paid === first.pot && first.wins === 1 && first.refunds === 0 && JSON.stringify(first) === JSON.stringify(again),
    payments: again,
    reads: { count: during.length, p50: percentile(during, 50), p99: percentile(during, 99), beforeP99: percentile(before, 99), failed },
  };
}

import { CALIBRATION, calibratedPower, judgeBaseline, type VoteSpread } from "@soundship/shared";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { stakeVotes, votes } from "../../db/schema.ts";
import type { BattleRow } from "./battle-view.ts";
import { forEachInSlices } from "./in-slices.ts";
import { timestampSql } from "./battle-view.ts";

type VoteRow = typeof votes.$inferSelect;

const DAY_MS = 86_400_000;

/**
 * A vote that counts in a history: not cast by a pilot with a stake in its battle. Those are the
 * few in stake_votes (kept by triggers, migration `community_scale`), where testing every vote for
 * a stake would read the battle, its entries, removals and match for each of millions.
 */
const countsSql = sql`not exists (select 1 from ${stakeVotes} k where k.vote_id = v.id)`;

/**
 * The calibrated power of each of `cast` (vote id → power), DESIGN.md section 6, Judging. Every
 * history is read as it stood when the battle's voting closed — votes last changed before
 * voting_end_time, this battle's own included — so the answer does not depend on when it is asked
 * (decisions/025). Votes of pilots with a stake in their battle are in no history.
 */
export async function calibrateVotes(tx: Tx, battle: BattleRow, cast: readonly Pick<VoteRow, "id" | "voter_email" | "vote_power">[]): Promise<Map<string, number>> {
  if (!cast.length) return new Map();
  const until = timestampSql(battle.voting_end_time);
  const since = timestampSql(new Date(battle.voting_end_time.getTime() - CALIBRATION.galaxyDays * DAY_MS));
  // The window's count, sum and sum of squares of power, from the index alone, less those of the
  // votes cast with a stake; the mean and the population spread follow as avg and stddev_pop give them.
  const inWindow = sql`v.updated_date >= ${since} and v.updated_date < ${until}`;
  const galaxyRows = await tx.execute(sql`
    with totals as (
      select count(*) as n, coalesce(sum(v.vote_power), 0) as total, coalesce(sum(v.vote_power * v.vote_power), 0) as squares
      from ${votes} v where ${inWindow}
      union all
      select -count(*), -coalesce(sum(v.vote_power), 0), -coalesce(sum(v.vote_power * v.vote_power), 0)
      from ${stakeVotes} k join ${votes} v on v.id = k.vote_id where ${inWindow}),
    counted as (select sum(n)::numeric as n, sum(total)::numeric as total, sum(squares)::numeric as squares from totals)
    select case when n > 0 then (total / n)::float8 else 0 end as mean,
           case when n > 0 then sqrt((n * squares - total * total) / (n * n))::float8 else 0 end as sd,
           n::int as n
    from counted`);
  const galaxy = rowsOf<VoteSpread>(galaxyRows)[0]!;
  // Nothing to calibrate against (a voting phase longer than the window): every vote counts raw.
  if (!galaxy.n) return new Map(cast.map((vote) => [vote.id, vote.vote_power]));

  // One array parameter, however many judges (a parameter each would pass the protocol's limit).
  const voters = new Set<string>();
  await forEachInSlices(cast, (vote) => voters.add(vote.voter_email));
  const judges = [...voters].sort();
  const judgeRows = await tx.execute(sql`
    select j.email, h.mean, h.sd, h.n
    from unnest(${sql.param(judges)}::text[]) as j(email)
    cross join lateral (
      select coalesce(avg(r.vote_power), 0)::float8 as mean, coalesce(stddev_pop(r.vote_power), 0)::float8 as sd, count(r.vote_power)::int as n
      from (
        select v.vote_power from ${votes} v
        where v.voter_email = j.email and v.updated_date < ${until} and ${countsSql}
        order by v.updated_date desc, v.id desc
        limit ${CALIBRATION.judgeVotes}) r) h`);
  const baselines = new Map(rowsOf<VoteSpread & { email: string }>(judgeRows).map((row) => [row.email, judgeBaseline(galaxy, row)]));
  const powers = new Map<string, number>();
  await forEachInSlices(cast, (vote) => powers.set(vote.id, calibratedPower(vote.vote_power, galaxy, baselines.get(vote.voter_email)!)));
  return powers;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

import { CALIBRATION, calibratedPower, judgeBaseline, type VoteSpread } from "@soundship/shared";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { battles, votes } from "../../db/schema.ts";
import { hasStakeSql } from "./conflicts.ts";
import type { BattleRow } from "./battle-view.ts";
import { timestampSql } from "./battle-view.ts";

type VoteRow = typeof votes.$inferSelect;

const DAY_MS = 86_400_000;

/** A vote that counts in a history: not cast by a pilot with a stake in its battle. */
const countsSql = sql`not ${hasStakeSql(sql`v.voter_email`)}`;

/**
 * The calibrated power of each of `cast` (vote id → power), DESIGN.md section 6, Judging. Every
 * history is read as it stood when the battle's voting closed — votes last changed before
 * voting_end_time, this battle's own included — so the answer does not depend on when it is asked
 * (decisions/025). Votes of pilots with a stake in their battle are in no history.
 */
export async function calibrateVotes(tx: Tx, battle: BattleRow, cast: readonly VoteRow[]): Promise<Map<string, number>> {
  if (!cast.length) return new Map();
  const until = timestampSql(battle.voting_end_time);
  const since = timestampSql(new Date(battle.voting_end_time.getTime() - CALIBRATION.galaxyDays * DAY_MS));
  const galaxyRows = await tx.execute(sql`
    select coalesce(avg(v.vote_power), 0)::float8 as mean, coalesce(stddev_pop(v.vote_power), 0)::float8 as sd, count(*)::int as n
    from ${votes} v join ${battles} on ${battles.id} = v.battle_id
    where v.updated_date >= ${since} and v.updated_date < ${until} and ${countsSql}`);
  const galaxy = rowsOf<VoteSpread>(galaxyRows)[0]!;
  // Nothing to calibrate against (a voting phase longer than the window): every vote counts raw.
  if (!galaxy.n) return new Map(cast.map((vote) => [vote.id, vote.vote_power]));

  const judges = [...new Set(cast.map((vote) => vote.voter_email))].sort();
  const judgeRows = await tx.execute(sql`
    select j.email, coalesce(avg(h.vote_power), 0)::float8 as mean, coalesce(stddev_pop(h.vote_power), 0)::float8 as sd, count(h.vote_power)::int as n
    from (values ${sql.join(judges.map((email) => sql`(${email})`), sql`, `)}) as j(email)
    left join lateral (
      select v.vote_power from ${votes} v join ${battles} on ${battles.id} = v.battle_id
      where v.voter_email = j.email and v.updated_date < ${until} and ${countsSql}
      order by v.updated_date desc, v.id desc
      limit ${CALIBRATION.judgeVotes}) h on true
    group by j.email`);
  const baselines = new Map(rowsOf<VoteSpread & { email: string }>(judgeRows).map((row) => [row.email, judgeBaseline(galaxy, row)]));
  return new Map(cast.map((vote) => [vote.id, calibratedPower(vote.vote_power, galaxy, baselines.get(vote.voter_email)!)]));
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

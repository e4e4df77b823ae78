import { and, asc, inArray, isNull, lte, not, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { battles, liveEvents } from "../../db/schema.ts";
import { timestampSql } from "../battles/battle-view.ts";
import { settleBattle } from "./settle-battle.ts";
import { notifyVotingOpened } from "./voting-notices.ts";
import type { NotificationMailer } from "../notifications/notification-mailer.ts";

/** Battles settled per tick at most; the rest wait for the next tick. */
const SETTLE_BATCH = 50;

export interface TickReport {
  /** Battles whose stored status moved to the clock's. */
  moved: number;
  settled: string[];
  failed: string[];
}

/**
 * One pass of the battle lifecycle at `now`: stores the status the clock gives each open battle,
 * then settles those whose voting is over, one transaction per battle. Safe on every instance at
 * once: rows another instance holds are skipped (`SKIP LOCKED`) and a settled battle is never
 * picked again, so running it twice, or five times in parallel, changes nothing more.
 */
export async function runBattleTick(db: Db, now: Date, mailer: NotificationMailer | null): Promise<TickReport> {
  const at = timestampSql(now);
  // The phase changes, their live events and the notices of judging are one transaction.
  const moved = await db.transaction(async (tx) => {
    const result = await tx.execute(sql`
    with moved as (
    update ${battles}
    set status = case when ${battles.start_time} > ${at} then 'upcoming'
                      when ${battles.end_time} > ${at} then 'active'
                      else 'voting' end,
        updated_date = ${at}
    where id in (
      select id from ${battles}
      where settled_at is null
        and status <> case when start_time > ${at} then 'upcoming' when end_time > ${at} then 'active' else 'voting' end
      for update skip locked)
    returning id, status)
    insert into ${liveEvents} (topic, kind, data)
    select 'battle:' || id, 'battle_phase', jsonb_build_object('battle_id', id, 'status', status) from moved
    returning (data->>'battle_id') as id, (data->>'status') as status`);
    const rows = (result as unknown as { rows: { id: string; status: string }[] }).rows;
    await notifyVotingOpened(tx, rows.filter((row) => row.status === "voting").map((row) => row.id), now, mailer);
    return rows;
  });

  const report: TickReport = { moved: moved.length, settled: [], failed: [] };
  for (let i = 0; i < SETTLE_BATCH; i++) {
    const exclude = report.failed.length ? not(inArray(battles.id, report.failed)) : undefined;
    // Which battle this round took, known even when its settlement fails and rolls back.
    const attempt: { id: string | null } = { id: null };
    try {
      await db.transaction(async (tx) => {
        const [battle] = await tx
          .select()
          .from(battles)
          .where(and(isNull(battles.settled_at), lte(battles.voting_end_time, now), exclude))
          .orderBy(asc(battles.voting_end_time))
          .limit(1)
          .for("update", { skipLocked: true });
        if (!battle) return;
        attempt.id = battle.id;
        await settleBattle(tx, battle, now, mailer);
      });
    } catch (error) {
      // A battle that cannot settle is set aside for this tick; the others still settle.
      if (!attempt.id) throw error;
      report.failed.push(attempt.id);
      continue;
    }
    if (!attempt.id) break;
    report.settled.push(attempt.id);
  }
  return report;
}

import { and, asc, inArray, isNull, lte, not, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { liveEvents, tournaments } from "../../db/schema.ts";
import { timestampSql } from "../battles/battle-view.ts";
import { secureRandom } from "../clock.ts";
import { drawBracket } from "./bracket.ts";
import type { NotificationMailer } from "../notifications/notification-mailer.ts";

/** Brackets drawn per tick at most; the rest wait for the next tick. */
const DRAW_BATCH = 20;

export interface TournamentTickReport {
  /** Tournaments whose stored state moved to the clock's. */
  moved: number;
  /** Tournaments whose bracket this tick drew. */
  drawn: string[];
}

/** The state the clock gives a tournament at `now`, in SQL (tournamentStateAt in packages/shared). */
export function tournamentStateSql(now: Date) {
  const at = timestampSql(now);
  return sql<string>`case when ${tournaments.completed_at} <= ${at} then 'completed' when ${tournaments.starts_at} > ${at} then 'open'
    when ${tournaments.bracket_started_at} is not null or ${tournaments.ends_at} > ${at} then 'in_progress' else 'completed' end`;
}

/**
 * Stores the state the clock gives each tournament (open, in_progress, completed; a drawn bracket
 * runs until its final settles), then draws the bracket of every tournament whose start has come,
 * one transaction per tournament. Safe on every instance at once: rows another instance holds are
 * skipped (`SKIP LOCKED`) and a drawn bracket is never drawn again.
 */
export async function runTournamentTick(db: Db, now: Date, mailer: NotificationMailer | null, random: () => number = secureRandom): Promise<TournamentTickReport> {
  const at = timestampSql(now);
  const state = tournamentStateSql(now);
  // The state changes and their live events are one statement, so they commit together.
  const moved = await db.execute(sql`
    with moved as (
      update ${tournaments} set state = ${state}, updated_date = ${at}
      where id in (select id from ${tournaments} where state <> ${state} for update skip locked)
      returning id, state, current_players)
    insert into ${liveEvents} (topic, kind, data)
    select 'tournament:' || id, 'tournament', jsonb_build_object('tournament_id', id, 'state', state, 'current_players', current_players) from moved
    returning id`);

  const report: TournamentTickReport = { moved: (moved as unknown as { rows: unknown[] }).rows.length, drawn: [] };
  for (let i = 0; i < DRAW_BATCH; i++) {
    const drawn = await db.transaction(async (tx) => {
      const [tournament] = await tx
        .select()
        .from(tournaments)
        .where(and(isNull(tournaments.bracket_started_at), isNull(tournaments.completed_at), lte(tournaments.starts_at, now), report.drawn.length ? not(inArray(tournaments.id, report.drawn)) : undefined))
        .orderBy(asc(tournaments.starts_at))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!tournament) return null;
      await drawBracket(tx, tournament, now, random, mailer);
      return tournament.id;
    });
    if (!drawn) break;
    report.drawn.push(drawn);
  }
  return report;
}

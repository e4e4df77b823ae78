import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { liveEvents, tournaments } from "../../db/schema.ts";
import { timestampSql } from "../battles/battle-view.ts";

/**
 * Stores the state the clock gives each tournament (open, in_progress, completed). One statement
 * that skips rows another instance holds, so every instance may run it at once; answers how many moved.
 */
export async function runTournamentTick(db: Db, now: Date): Promise<number> {
  const at = timestampSql(now);
  const state = sql`case when starts_at > ${at} then 'open' when ends_at > ${at} then 'in_progress' else 'completed' end`;
  // The state changes and their live events are one statement, so they commit together.
  const moved = await db.execute(sql`
    with moved as (
      update ${tournaments} set state = ${state}, updated_date = ${at}
      where id in (select id from ${tournaments} where state <> ${state} for update skip locked)
      returning id, state, current_players)
    insert into ${liveEvents} (topic, kind, data)
    select 'tournament:' || id, 'tournament', jsonb_build_object('tournament_id', id, 'state', state, 'current_players', current_players) from moved
    returning id`);
  return (moved as unknown as { rows: unknown[] }).rows.length;
}

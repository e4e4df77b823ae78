import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { tournaments } from "../../db/schema.ts";
import { timestampSql } from "../battles/battle-view.ts";

/**
 * Stores the state the clock gives each tournament (open, in_progress, completed). One statement
 * that skips rows another instance holds, so every instance may run it at once; answers how many moved.
 */
export async function runTournamentTick(db: Db, now: Date): Promise<number> {
  const at = timestampSql(now);
  const state = sql`case when starts_at > ${at} then 'open' when ends_at > ${at} then 'in_progress' else 'completed' end`;
  const moved = await db.execute(sql`
    update ${tournaments} set state = ${state}, updated_date = ${at}
    where id in (select id from ${tournaments} where state <> ${state} for update skip locked)
    returning id`);
  return (moved as unknown as { rows: unknown[] }).rows.length;
}

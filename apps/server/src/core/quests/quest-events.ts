import { pilotDay, pilotWeek, type QUEST_EVENTS } from "@soundship/shared";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { publishToPilot } from "../live/publish.ts";

export type QuestEvent = (typeof QUEST_EVENTS)[number];

/**
 * Counts an event toward every active quest with that objective, in the pilot's current period
 * (their day, their ISO week, or once). One statement: the unique key per pilot, quest and period
 * makes concurrent events add up instead of racing.
 */
export async function recordQuestEvent(tx: Tx, userId: string, event: QuestEvent, now: Date, times = 1): Promise<void> {
  const [pilot] = await tx.select({ email: users.email, timezone: users.timezone }).from(users).where(eq(users.id, userId));
  if (!pilot) return;
  const day = pilotDay(now, pilot.timezone);
  const week = pilotWeek(now, pilot.timezone);
  const counted = await tx.execute(sql`
    insert into quest_progress (user_email, quest_id, period, count, progress, created_by)
    select ${pilot.email}, q.id,
           case q.quest_type when 'daily' then ${day} when 'weekly' then ${week} else 'once' end,
           ${times}, least(100, (${times} * 100) / q.objective_count), ${pilot.email}
    from quests q
    where q.is_active and q.objective_event = ${event}
    on conflict (user_email, quest_id, period) do update
    set count = quest_progress.count + excluded.count,
        progress = least(100, ((quest_progress.count + excluded.count) * 100)
                   / (select objective_count from quests where id = excluded.quest_id)),
        updated_date = now()
    returning quest_id, progress`);
  for (const row of (counted as unknown as { rows: { quest_id: string; progress: number }[] }).rows) {
    await publishToPilot(tx, userId, "quest_progress", { quest_id: row.quest_id, progress: row.progress });
  }
}

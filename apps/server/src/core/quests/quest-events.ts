import { pilotDay, pilotWeek, type QUEST_EVENTS } from "@soundship/shared";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { queryRows, renderStatement } from "../../db/statements.ts";
import { publishToPilot } from "../live/publish.ts";

export type QuestEvent = (typeof QUEST_EVENTS)[number];

/**
 * Counts an event toward every active quest with that objective, in the pilot's current period
 * (their day, their ISO week, or once). One statement: the unique key per pilot, quest and period
 * makes concurrent events add up instead of racing.
 */
export async function recordQuestEvent(tx: Tx, userId: string, event: QuestEvent, now: Date, times = 1): Promise<void> {
  const [pilot] = (await queryRows(tx, PILOT_CALENDAR, { userId })) as { email: string; timezone: string }[];
  if (!pilot) return;
  const counted = (await queryRows(tx, COUNT_EVENT, {
    email: pilot.email,
    day: pilotDay(now, pilot.timezone),
    week: pilotWeek(now, pilot.timezone),
    times,
    event,
  })) as { quest_id: string; progress: number }[];
  for (const row of counted) {
    await publishToPilot(tx, userId, "quest_progress", { quest_id: row.quest_id, progress: row.progress });
  }
}

// Rendered once (db/statements.ts): every purchase, upload, vote and battle counts an event.
const value = (name: string) => sql.placeholder(name);
const PILOT_CALENDAR = renderStatement(sql`select ${users.email}, ${users.timezone} from ${users} where ${users.id} = ${value("userId")}`);
const COUNT_EVENT = renderStatement(sql`
    insert into quest_progress (user_email, quest_id, period, count, progress, created_by)
    select ${value("email")}, q.id,
           case q.quest_type when 'daily' then ${value("day")} when 'weekly' then ${value("week")} else 'once' end,
           ${value("times")}, least(100, (${value("times")} * 100) / q.objective_count), ${value("email")}
    from quests q
    where q.is_active and q.objective_event = ${value("event")}
    on conflict (user_email, quest_id, period) do update
    set count = quest_progress.count + excluded.count,
        progress = least(100, ((quest_progress.count + excluded.count) * 100)
                   / (select objective_count from quests where id = excluded.quest_id)),
        updated_date = now()
    returning quest_id, progress`);

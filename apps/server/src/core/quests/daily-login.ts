import { pilotDay } from "@soundship/shared";
import { and, eq, isNull, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { recordQuestEvent } from "./quest-events.ts";

/**
 * Counts the `login` quest event the first time a pilot opens the app on a pilot day, for a pilot
 * read at `now` (their timezone and the last day counted). The conditional update claims the day, so
 * parallel page loads count it once. False when the pilot's row had the day counted already; true
 * when it did not, so the row has changed since it was read (by this call or a parallel one).
 */
export async function countDailyLogin(db: Db, user: { id: string; timezone: string; lastLoginDay: string | null }, now: Date): Promise<boolean> {
  const today = pilotDay(now, user.timezone);
  if (user.lastLoginDay === today) return false;
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(users)
      .set({ lastLoginDay: today })
      .where(and(eq(users.id, user.id), or(isNull(users.lastLoginDay), ne(users.lastLoginDay, today))))
      .returning({ id: users.id });
    if (claimed.length > 0) await recordQuestEvent(tx, user.id, "login", now);
  });
  return true;
}

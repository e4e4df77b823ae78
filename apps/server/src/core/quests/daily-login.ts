import { pilotDay } from "@soundship/shared";
import { and, eq, isNull, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { recordQuestEvent } from "./quest-events.ts";

/**
 * Counts the `login` quest event the first time a pilot opens the app on a pilot day. The
 * conditional update claims the day, so parallel page loads count it once.
 */
export async function countDailyLogin(db: Db, userId: string, now: Date): Promise<void> {
  const [user] = await db.select({ timezone: users.timezone, lastLoginDay: users.lastLoginDay }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const today = pilotDay(now, user.timezone);
  if (user.lastLoginDay === today) return;
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(users)
      .set({ lastLoginDay: today })
      .where(and(eq(users.id, userId), or(isNull(users.lastLoginDay), ne(users.lastLoginDay, today))))
      .returning({ id: users.id });
    if (claimed.length > 0) await recordQuestEvent(tx, userId, "login", now);
  });
}

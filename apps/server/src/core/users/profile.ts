import { RULE_MESSAGES, type ProfileUpdate } from "@soundship/shared";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { AppError } from "../errors.ts";

/** A timezone hop must not buy a second day of daily rewards (DESIGN.md section 6). */
export const TIMEZONE_CHANGE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Changes a pilot's profile fields; the timezone at most once every 7 days. */
export async function updateProfile(db: Db, userId: string, changes: ProfileUpdate, now: Date) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw new AppError("NOT_AUTHENTICATED", "Sign in to continue");
    const timezoneChanges = changes.timezone !== undefined && changes.timezone !== user.timezone;
    if (timezoneChanges && user.timezoneChangedAt && now.getTime() - user.timezoneChangedAt.getTime() < TIMEZONE_CHANGE_DAYS * DAY_MS) {
      throw new AppError("RULE_REFUSED", RULE_MESSAGES.timezoneTooSoon);
    }
    const [row] = await tx
      .update(users)
      .set({
        ...(changes.full_name !== undefined && { name: changes.full_name }),
        ...(changes.username !== undefined && { username: changes.username }),
        ...(changes.avatar_url !== undefined && { image: changes.avatar_url }),
        ...(timezoneChanges && { timezone: changes.timezone, timezoneChangedAt: now }),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId))
      .returning();
    return row!;
  });
}

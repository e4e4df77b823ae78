import { PLATFORM_MESSAGES, RULE_MESSAGES, type ProfileUpdate } from "@soundship/shared";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { AppError } from "../errors.ts";

/** A timezone hop must not buy a second day of daily rewards (DESIGN.md section 6). */
export const TIMEZONE_CHANGE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

type UserRow = typeof users.$inferSelect;

/** The pilot as changed, and the stored picture file they no longer use (to remove), if any. */
export interface ProfileChange {
  row: UserRow;
  releasedAvatarKey: string | null;
}

/**
 * The refusal of a timezone changed too soon, on the timezone field, with the instant it may change
 * again (`next_change_at`), so the form can say when rather than only how often.
 */
function timezoneTooSoon(changedAt: Date) {
  const next = new Date(changedAt.getTime() + TIMEZONE_CHANGE_DAYS * DAY_MS).toISOString();
  return new AppError("RULE_REFUSED", RULE_MESSAGES.timezoneTooSoon, [{ path: ["timezone"], message: RULE_MESSAGES.timezoneTooSoon, next_change_at: next }]);
}

/** Changes a pilot's profile fields; the timezone at most once every 7 days. */
export async function updateProfile(db: Db, userId: string, changes: ProfileUpdate, now: Date): Promise<ProfileChange> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw new AppError("NOT_AUTHENTICATED", PLATFORM_MESSAGES.notSignedIn);
    const timezoneChanges = changes.timezone !== undefined && changes.timezone !== user.timezone;
    if (timezoneChanges && user.timezoneChangedAt && now.getTime() - user.timezoneChangedAt.getTime() < TIMEZONE_CHANGE_DAYS * DAY_MS) {
      throw timezoneTooSoon(user.timezoneChangedAt);
    }
    // A new address (or none) leaves the uploaded picture unused: its file is no longer kept.
    const avatarChanges = changes.avatar_url !== undefined && changes.avatar_url !== user.image;
    const [row] = await tx
      .update(users)
      .set({
        ...(changes.full_name !== undefined && { name: changes.full_name }),
        ...(changes.username !== undefined && { username: changes.username }),
        ...(avatarChanges && { image: changes.avatar_url, avatarKey: null }),
        ...(timezoneChanges && { timezone: changes.timezone, timezoneChangedAt: now }),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId))
      .returning();
    return { row: row!, releasedAvatarKey: avatarChanges ? user.avatarKey : null };
  });
}

import type { User } from "@soundship/shared";
import type { users } from "../../db/schema.ts";

type UserRow = typeof users.$inferSelect;

/** The pilot as the API shows them (SPEC.md's User fields, snake_case). */
export function toUserJson(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    full_name: row.name,
    username: row.username,
    avatar_url: row.image,
    role: row.role === "admin" ? "admin" : "user",
    stardust: row.stardust,
    xp: row.xp,
    membership_tier: row.membershipTier as User["membership_tier"],
    last_daily_card: row.lastDailyCard,
    timezone: row.timezone,
    created_date: row.createdAt.toISOString(),
    updated_date: row.updatedAt.toISOString(),
  };
}

import type { User } from "@soundship/shared";
import type { users } from "../../db/schema.ts";
import { effectiveTier } from "../membership/effective-tier.ts";

type UserRow = typeof users.$inferSelect;

/** The pilot as the API shows them (SPEC.md's User fields, snake_case), with their inventory. */
export function toUserJson(row: UserRow, now: Date): User {
  const multiplierActive = row.xpMultiplierUntil && row.xpMultiplierUntil > now;
  const boostActive = row.rankBoostTier && row.rankBoostUntil && row.rankBoostUntil > now;
  return {
    id: row.id,
    email: row.email,
    email_verified: row.emailVerified,
    full_name: row.name,
    username: row.username,
    avatar_url: row.image,
    role: row.role === "admin" ? "admin" : "user",
    stardust: row.stardust,
    xp: row.xp,
    supernovas: row.supernovas,
    membership_tier: effectiveTier(row, now),
    last_daily_card: row.lastDailyCard,
    timezone: row.timezone,
    inventory: {
      shields: row.shields,
      bonus_battle_entries: row.bonusBattleEntries,
      extra_draws: row.extraDraws,
      xp_multiplier_until: multiplierActive ? row.xpMultiplierUntil!.toISOString() : null,
      rank_boost_tier: boostActive ? (row.rankBoostTier as User["membership_tier"]) : null,
      rank_boost_until: boostActive ? row.rankBoostUntil!.toISOString() : null,
    },
    created_date: row.createdAt.toISOString(),
    updated_date: row.updatedAt.toISOString(),
  };
}

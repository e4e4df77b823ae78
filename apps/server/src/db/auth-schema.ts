import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { tz } from "./columns.ts";

/**
 * The pilot. The first columns are the ones the auth library manages (it addresses them by these
 * property names); the rest are Soundship's and only the server writes the economy ones.
 */
export const users = pgTable(
  "users",
  {
    id: text().primaryKey(),
    name: text("full_name").notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("avatar_url"),
    createdAt: timestamp("created_date", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_date", tz).notNull().defaultNow(),
    username: text().unique(),
    role: text().notNull().default("user"),
    stardust: integer().notNull().default(0),
    xp: integer().notNull().default(0),
    battlesWon: integer("battles_won").notNull().default(0),
    membershipTier: text("membership_tier"),
    lastDailyCard: date("last_daily_card", { mode: "string" }),
    timezone: text().notNull().default("UTC"),
    timezoneChangedAt: timestamp("timezone_changed_at", tz),
    // The pilot day of the last `login` quest event, so it counts once a day.
    lastLoginDay: date("last_login_day", { mode: "string" }),
    // Inventory from the shop and from luck cards (DESIGN.md section 6).
    shields: integer().notNull().default(0),
    bonusBattleEntries: integer("bonus_battle_entries").notNull().default(0),
    extraDraws: integer("extra_draws").notNull().default(0),
    xpMultiplierUntil: timestamp("xp_multiplier_until", tz),
    rankBoostTier: text("rank_boost_tier"),
    rankBoostUntil: timestamp("rank_boost_until", tz),
    // Premium currency granted monthly to commanders; every change is a supernova_transactions row.
    supernovas: integer().notNull().default(0),
    // Set by the Overseer: a banned pilot cannot sign in and is left off every board.
    bannedAt: timestamp("banned_at", tz),
    banReason: text("ban_reason"),
    // The stored file of a picture the pilot uploaded (avatar_url then points at it); null for a
    // picture elsewhere or none. It keeps the file served and out of the upload sweep.
    avatarKey: text("avatar_key").unique(),
  },
  (t) => [
    check("users_stardust_non_negative", sql`${t.stardust} >= 0`),
    check("users_xp_non_negative", sql`${t.xp} >= 0`),
    check("users_role_known", sql`${t.role} in ('user', 'admin')`),
    check("users_tier_known", sql`${t.membershipTier} in ('cadet', 'explorer', 'commander', 'admiral')`),
    check("users_boost_tier_known", sql`${t.rankBoostTier} in ('cadet', 'explorer', 'commander', 'admiral')`),
    check("users_inventory_non_negative", sql`${t.shields} >= 0 and ${t.bonusBattleEntries} >= 0 and ${t.extraDraws} >= 0`),
    check("users_supernovas_non_negative", sql`${t.supernovas} >= 0`),
    // The leaderboard's order exactly as its query sorts (score, wins, earliest sign-up, id), with
    // DESC meaning NULLS FIRST as in the query, or PostgreSQL would sort instead of reading it.
    // Only ranked pilots (score above 0, not banned) are in it, so a rank counts the pilots tied
    // with it from the index alone, without reading each one's row for the ban.
    index("users_leaderboard_idx")
      .on(t.xp.desc().nullsFirst(), t.battlesWon.desc().nullsFirst(), t.createdAt.asc(), t.id.asc())
      .where(sql`${t.xp} > 0 and ${t.bannedAt} is null`),
  ],
);

export const sessions = pgTable("sessions", {
  id: text().primaryKey(),
  token: text().notNull().unique(),
  userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", tz).notNull(),
  ipAddress: text("ip_address"),
  userAgent: text("user_agent"),
  createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
}, (t) => [index("sessions_user_idx").on(t.userId)]);

export const accounts = pgTable("accounts", {
  id: text().primaryKey(),
  accountId: text("account_id").notNull(),
  providerId: text("provider_id").notNull(),
  userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  accessToken: text("access_token"),
  refreshToken: text("refresh_token"),
  idToken: text("id_token"),
  accessTokenExpiresAt: timestamp("access_token_expires_at", tz),
  refreshTokenExpiresAt: timestamp("refresh_token_expires_at", tz),
  scope: text(),
  password: text(),
  createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
}, (t) => [index("accounts_user_idx").on(t.userId)]);

export const verifications = pgTable("verifications", {
  id: text().primaryKey(),
  identifier: text().notNull(),
  value: text().notNull(),
  expiresAt: timestamp("expires_at", tz).notNull(),
  createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
}, (t) => [index("verifications_identifier_idx").on(t.identifier)]);

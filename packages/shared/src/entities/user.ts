import { z } from "zod";
import { isTimeZone } from "../pilot-time.ts";
import { TIERS } from "../tiers.ts";
import { ROLES } from "./enums.ts";

/** The signed-in pilot as `GET /entities/User/me` returns it. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** Whether the pilot confirmed the address from a mail (or a provider vouched for it). */
  email_verified: z.boolean(),
  full_name: z.string(),
  username: z.string().nullable(),
  avatar_url: z.string().nullable(),
  role: z.enum(ROLES),
  stardust: z.number(),
  xp: z.number(),
  /** Premium currency, granted monthly to commanders and admirals. */
  supernovas: z.number(),
  membership_tier: z.enum(TIERS).nullable(),
  last_daily_card: z.string().nullable(),
  timezone: z.string(),
  /** What the pilot holds from the shop and luck cards; times are when a running effect ends. */
  inventory: z.object({
    shields: z.number(),
    bonus_battle_entries: z.number(),
    extra_draws: z.number(),
    xp_multiplier_until: z.string().nullable(),
    rank_boost_tier: z.enum(TIERS).nullable(),
    rank_boost_until: z.string().nullable(),
  }),
  created_date: z.string(),
  updated_date: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** The only fields a pilot may change on themself; economy fields are the server's (DESIGN.md section 5). */
export const profileUpdateSchema = z
  .object({
    full_name: z.string().trim().min(1, "Enter your name").max(80),
    username: z.string().trim().regex(/^[a-zA-Z0-9_-]{3,24}$/, "3 to 24 letters, digits, _ or -"),
    /** A picture's address; the server accepts https: (http: in development) or its own file paths. */
    avatar_url: z.string().trim().min(1).max(2000).nullable(),
    /** IANA timezone; the server lets it change once every 7 days. */
    timezone: z.string().max(64).refine(isTimeZone, "Unknown timezone"),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

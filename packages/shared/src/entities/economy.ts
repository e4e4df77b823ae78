import { z } from "zod";
import { BILLING_CYCLES, TIERS } from "../tiers.ts";
import { int, nonNegativeInt, systemFields } from "./common.ts";
import { CARD_DROP_SOURCES, MEMBERSHIP_STATUSES, TRANSACTION_TYPES } from "./enums.ts";

export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** The reference of the welcome grant every new pilot starts with (an `admin_grant`), so it can be named as such. */
export const WELCOME_GRANT_REFERENCE = "welcome";

export const stardustTransactionSchema = z.object({
  ...systemFields,
  user_email: z.string(),
  amount: int,
  transaction_type: z.enum(TRANSACTION_TYPES),
  reference_id: z.string().nullable(),
  description: z.string(),
  balance_after: nonNegativeInt,
});
export type StardustTransaction = z.infer<typeof stardustTransactionSchema>;

export const questProgressSchema = z.object({
  ...systemFields,
  user_email: z.string(),
  quest_id: z.string(),
  period: z.string(),
  count: nonNegativeInt,
  progress: int.min(0).max(100),
  claimed: z.boolean(),
  completed_at: z.string().nullable(),
});
export type QuestProgress = z.infer<typeof questProgressSchema>;

export const cardDropSchema = z.object({
  ...systemFields,
  user_email: z.string(),
  card_id: z.string(),
  source: z.enum(CARD_DROP_SOURCES),
  day: z.string(),
  claimed: z.boolean(),
  claimed_at: z.string(),
});
export type CardDrop = z.infer<typeof cardDropSchema>;

export const membershipSchema = z.object({
  ...systemFields,
  user_email: z.string(),
  tier: z.enum(TIERS),
  billing_cycle: z.enum(BILLING_CYCLES),
  status: z.enum(MEMBERSHIP_STATUSES),
  started_at: z.string(),
  expires_at: z.string(),
  /** Dollars this membership's payments added to the prize pool. */
  prize_pool_contribution: z.number(),
  battle_entries_used: nonNegativeInt,
  upload_slots_used: nonNegativeInt,
  auto_renew: z.boolean(),
  battle_entries_reset_at: z.string().nullable(),
  provider_subscription_id: z.string().nullable(),
  provider_event_at: z.string().nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;

import { z } from "zod";
import { TIERS } from "../tiers.ts";
import { stardustTransactionSchema } from "../entities/economy.ts";
import { overseerReasonSchema } from "../overseer/audit.ts";
import { defineContract } from "./define-contract.ts";

const count = z.number().int().min(0);

/** A pilot as the Overseer's lists show them. */
export const overseerPilotRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  username: z.string().nullable(),
  role: z.string(),
  stardust: count,
  xp: count,
  membership_tier: z.enum(TIERS).nullable(),
  banned_at: z.string().nullable(),
  ban_reason: z.string().nullable(),
  created_date: z.string(),
});
export type OverseerPilotRow = z.infer<typeof overseerPilotRowSchema>;

/** `overseerPilots {query?}`: pilots whose e-mail or callsign contains `query`, newest first (at most 50). */
export const overseerPilotsContract = defineContract({
  name: "overseerPilots",
  input: z.object({ query: z.string().trim().max(320).default("") }),
  result: z.object({ pilots: z.array(overseerPilotRowSchema) }),
});

/** Ledger rows per page of a pilot's ledger in the Overseer. */
export const OVERSEER_LEDGER_PAGE_SIZE = 50;

/**
 * `overseerPilot {pilot_id, page?}`: one pilot — balance, XP, tier, membership — and a page of their
 * full Stardust ledger, newest first, with the ledger's sum (which equals the balance).
 */
export const overseerPilotContract = defineContract({
  name: "overseerPilot",
  input: z.object({ pilot_id: z.string().min(1).max(200), page: z.number().int().min(0).max(100_000).default(0) }),
  result: z.object({
    pilot: overseerPilotRowSchema.extend({ battles_won: count, active_sessions: count }),
    membership: z
      .object({ tier: z.enum(TIERS), billing_cycle: z.string(), status: z.string(), started_at: z.string(), expires_at: z.string() })
      .nullable(),
    ledger: z.object({
      transactions: z.array(stardustTransactionSchema),
      total: count,
      page: count,
      page_size: count,
      sum: z.number().int(),
    }),
  }),
});

/** The most one grant may move, either way. */
export const OVERSEER_GRANT_LIMIT = 1_000_000;

/**
 * `overseerGrantStardust {pilot_id, amount, reason}`: gives (amount > 0) or takes (amount < 0)
 * Stardust through the ledger (`admin_grant`); a take never goes below 0.
 */
export const overseerGrantStardustContract = defineContract({
  name: "overseerGrantStardust",
  input: z.object({
    pilot_id: z.string().min(1).max(200),
    amount: z
      .number()
      .int("Whole Stardust only")
      .min(-OVERSEER_GRANT_LIMIT, `At most ${OVERSEER_GRANT_LIMIT} at once`)
      .max(OVERSEER_GRANT_LIMIT, `At most ${OVERSEER_GRANT_LIMIT} at once`)
      .refine((amount) => amount !== 0, "Give or take at least 1 Stardust"),
    reason: overseerReasonSchema,
  }),
  result: z.object({ stardust: count, transaction: stardustTransactionSchema }),
});

/** `overseerBanPilot {pilot_id, reason}`: bans a pilot — every session ends, sign-in is refused, boards leave them out. */
export const overseerBanPilotContract = defineContract({
  name: "overseerBanPilot",
  input: z.object({ pilot_id: z.string().min(1).max(200), reason: overseerReasonSchema }),
  result: z.object({ pilot: overseerPilotRowSchema, sessions_ended: count }),
});

/** `overseerUnbanPilot {pilot_id, reason}`: lifts a ban. */
export const overseerUnbanPilotContract = defineContract({
  name: "overseerUnbanPilot",
  input: z.object({ pilot_id: z.string().min(1).max(200), reason: overseerReasonSchema }),
  result: z.object({ pilot: overseerPilotRowSchema }),
});

import { z } from "zod";
import { membershipSchema } from "../entities/economy.ts";
import { defineContract } from "./define-contract.ts";
import { PAYMENT_PROVIDERS } from "./subscribe.ts";

const allowance = z.object({
  used: z.number().int(),
  /** -1 for unlimited (SPEC.md section 9). */
  limit: z.number().int(),
});

/**
 * What Membership HQ shows: the caller's membership (null without one), this period's battle
 * entries and uploads, the monthly galactic prize pool and which checkout the server uses.
 */
export const membershipOverviewContract = defineContract({
  name: "membershipOverview",
  input: z.object({}),
  result: z.object({
    membership: membershipSchema.nullable(),
    /** The rank held now, a running Rank Boost included. */
    tier: membershipSchema.shape.tier.nullable(),
    battle_entries: allowance,
    uploads: allowance,
    prize_pool: z.number(),
    provider: z.enum(PAYMENT_PROVIDERS),
  }),
});

import { z } from "zod";
import { TIERS } from "../tiers.ts";
import { defineContract } from "./define-contract.ts";

const count = z.number().int().min(0);

/**
 * What the pilot may still upload, shown before the upload form so a limit is never a surprise:
 * slots left in the period, daily bonus uploads left, and the size cap of each kind.
 */
export const uploadAllowanceContract = defineContract({
  name: "uploadAllowance",
  input: z.object({}).strict(),
  result: z.object({
    uploads: z.object({
      limit: count,
      used: count,
      remaining: count,
      /** A membership's billing period, or a calendar month of the pilot's without one. */
      period: z.enum(["billing_period", "month"]),
      /** When the next period starts (ISO). */
      resets_at: z.string(),
    }),
    bonus: z.object({ per_day: count, used_today: count, remaining: count, stardust: count }),
    /** Size caps in bytes per kind of file. */
    max_bytes: z.object({ audio: count, video: count, model: count }),
    tier: z.enum(TIERS).nullable(),
  }),
});

import { z } from "zod";
import { prizePayoutInputSchema } from "../overseer/content.ts";
import { defineContract } from "./define-contract.ts";
import { tournamentPayoutSchema } from "./overseer-content.ts";

/**
 * `overseerRecordPrizePayout {tournament_id, recipient_email, amount, reference?}` (admins only):
 * records a dollar prize paid for an ended tournament; the payouts never exceed its prize pool.
 */
export const overseerRecordPrizePayoutContract = defineContract({
  name: "overseerRecordPrizePayout",
  input: prizePayoutInputSchema,
  result: z.object({ payout: tournamentPayoutSchema, paid_out: z.number() }),
});

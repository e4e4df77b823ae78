import { z } from "zod";
import { overseerReasonSchema } from "../overseer/audit.ts";
import { battleViewSchema } from "./battle-views.ts";
import { defineContract } from "./define-contract.ts";

const count = z.number().int().min(0);

/** A submission as the Overseer sees it: named, with what it paid and how many votes it has. */
export const overseerSubmissionSchema = z.object({
  id: z.string(),
  title: z.string(),
  user_email: z.string(),
  pilot_callsign: z.string(),
  fee_paid: count,
  votes: count,
  created_date: z.string(),
});

/** `overseerBattles {query?}`: battles (title contains `query`), newest first, with their submissions. */
export const overseerBattlesContract = defineContract({
  name: "overseerBattles",
  input: z.object({ query: z.string().trim().max(200).default("") }),
  result: z.object({
    battles: z.array(battleViewSchema.extend({ host_email: z.string(), settled: z.boolean(), submissions: z.array(overseerSubmissionSchema) })),
  }),
});

/** A refund a cancellation or removal made. */
const refundSchema = z.object({ user_email: z.string(), amount: count });

/**
 * `overseerCancelBattle {battle_id, reason}`: cancels an unsettled battle; the host's escrow and every
 * entry fee go back through the ledger (`battle_refund`), once.
 */
export const overseerCancelBattleContract = defineContract({
  name: "overseerCancelBattle",
  input: z.object({ battle_id: z.string().min(1).max(200), reason: overseerReasonSchema }),
  result: z.object({ battle: battleViewSchema, refunds: z.array(refundSchema) }),
});

/**
 * `overseerRemoveSubmission {submission_id, reason}`: removes a submission from an unsettled battle:
 * its fee goes back (`battle_refund`), its votes are discarded, and its pilot sees why on the battle page.
 */
export const overseerRemoveSubmissionContract = defineContract({
  name: "overseerRemoveSubmission",
  input: z.object({ submission_id: z.string().min(1).max(200), reason: overseerReasonSchema }),
  result: z.object({ battle: battleViewSchema, refund: refundSchema, votes_discarded: count }),
});

import { z } from "zod";
import { BATTLE_STATUSES, TOURNAMENT_STATES } from "../entities/enums.ts";
import { TIERS } from "../tiers.ts";
import { defineContract } from "./define-contract.ts";

const count = z.number().int().min(0);

/**
 * `overseerOverview {}`: the platform at a glance — pilots (and banned ones), active memberships by
 * tier, Stardust in circulation (Σ balances) next to Σ ledger (they must match), battles by status
 * (the clock's), tournaments by state and the reports waiting for an answer.
 */
export const overseerOverviewContract = defineContract({
  name: "overseerOverview",
  input: z.object({}),
  result: z.object({
    pilots: count,
    banned_pilots: count,
    memberships: z.record(z.enum(TIERS), count),
    stardust: z.object({ circulation: z.number().int(), ledger: z.number().int(), balanced: z.boolean() }),
    battles: z.record(z.enum(BATTLE_STATUSES), count),
    tournaments: z.record(z.enum(TOURNAMENT_STATES), count),
    open_reports: count,
  }),
});

import { z } from "zod";
import { BATTLE_STATUSES } from "../entities/enums.ts";
import { battleViewSchema } from "./battle-views.ts";
import { defineContract } from "./define-contract.ts";

/**
 * Battles for the Battle Arena, by the clock's status: upcoming and active soonest first, voting
 * and completed most recent first.
 */
export const battleListContract = defineContract({
  name: "battleList",
  input: z.object({
    status: z.enum(BATTLE_STATUSES).optional(),
    limit: z.number().int().min(1).max(100).default(50),
  }),
  result: z.object({ battles: z.array(battleViewSchema) }),
});

import { z } from "zod";
import { battleViewSchema } from "./battle-views.ts";
import { defineContract } from "./define-contract.ts";

/** The Judge Panel's left column: battles in voting, with how many submissions the caller may score and has scored. */
export const judgeBattlesContract = defineContract({
  name: "judgeBattles",
  input: z.object({}),
  result: z.object({
    battles: z.array(
      battleViewSchema.extend({
        /** Submissions the caller may judge (their own excluded). */
        submissions: z.number().int().min(0),
        scored_by_me: z.number().int().min(0),
      }),
    ),
  }),
});

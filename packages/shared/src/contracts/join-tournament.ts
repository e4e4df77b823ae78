import { z } from "zod";
import { defineContract } from "./define-contract.ts";

/**
 * Enrolls the caller in an open tournament (SPEC.md section 5): `pilotId` is the caller's own
 * e-mail address; the entry fee is debited and the place counted in one transaction.
 */
export const joinTournamentContract = defineContract({
  name: "joinTournament",
  input: z.object({ id: z.string().min(1).max(64), pilotId: z.string().min(1).max(320) }),
  result: z.object({}),
});

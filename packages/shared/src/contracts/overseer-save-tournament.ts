import { z } from "zod";
import { tournamentSchema } from "../entities/content.ts";
import { saveTournamentInputSchema } from "../overseer/content.ts";
import { defineContract } from "./define-contract.ts";

/** `overseerSaveTournament {id?, ...tournament}` (admins only): creates a tournament, or edits one before it starts. */
export const overseerSaveTournamentContract = defineContract({
  name: "overseerSaveTournament",
  input: saveTournamentInputSchema,
  result: z.object({ tournament: tournamentSchema }),
});

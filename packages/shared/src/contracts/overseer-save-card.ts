import { z } from "zod";
import { cardSchema } from "../entities/content.ts";
import { saveCardInputSchema } from "../overseer/content.ts";
import { defineContract } from "./define-contract.ts";

/** `overseerSaveCard {id?, ...card}` (admins only): adds a luck card to the pool, or edits one. */
export const overseerSaveCardContract = defineContract({
  name: "overseerSaveCard",
  input: saveCardInputSchema,
  result: z.object({ card: cardSchema }),
});

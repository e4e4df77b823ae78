import { z } from "zod";
import { cardSchema, questSchema, tournamentSchema } from "../entities/content.ts";
import { RARITIES } from "../entities/enums.ts";
import { defineContract } from "./define-contract.ts";

export const tournamentPayoutSchema = z.object({
  id: z.string(),
  recipient_email: z.string(),
  amount: z.number(),
  reference: z.string(),
  paid_at: z.iso.datetime({ offset: true }),
});

const rarityOddsSchema = z.object({
  rarity: z.enum(RARITIES),
  weight: z.number(),
  cards: z.number().int(),
  chance: z.number(),
  per_card: z.number(),
});

/**
 * `overseerContent {}` (admins only): every quest (inactive ones too), the luck card pool with the
 * odds of a draw, and every tournament with its recorded prize payouts.
 */
export const overseerContentContract = defineContract({
  name: "overseerContent",
  input: z.object({}),
  result: z.object({
    quests: z.array(questSchema),
    cards: z.array(cardSchema),
    odds: z.array(rarityOddsSchema),
    tournaments: z.array(tournamentSchema.extend({ payouts: z.array(tournamentPayoutSchema), paid_out: z.number() })),
  }),
});

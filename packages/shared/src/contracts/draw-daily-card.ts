import { z } from "zod";
import { int, privateCreator } from "../entities/common.ts";
import { cardSchema } from "../entities/content.ts";
import { EFFECT_TYPES } from "../entities/enums.ts";
import { userSchema } from "../entities/user.ts";
import { defineContract } from "./define-contract.ts";

/** What a drawn card really did. */
const cardEffectSchema = z.object({
  type: z.enum(EFFECT_TYPES),
  /** The change actually made: floors at 0 and shields make it differ from the card's value. */
  value: int,
  /** A Shield Pack took the hit of a doom card. */
  absorbed: z.boolean(),
});

/** Draws the day's luck card (or a Lucky Draw); the answer carries the pilot as they are after it. */
export const drawDailyCardContract = defineContract({
  name: "drawDailyCard",
  input: z.object({}).strict(),
  result: z.object({ card: cardSchema.extend(privateCreator), effect: cardEffectSchema, user: userSchema }),
});

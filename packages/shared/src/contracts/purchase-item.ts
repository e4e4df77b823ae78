import { z } from "zod";
import { nonNegativeInt } from "../entities/common.ts";
import { userSchema } from "../entities/user.ts";
import { SHOP_ITEM_IDS } from "../shop.ts";
import { defineContract } from "./define-contract.ts";

/** Buys a shop item with Stardust; the answer carries the pilot as they are after it. */
export const purchaseItemContract = defineContract({
  name: "purchaseItem",
  input: z.object({ item_id: z.enum(SHOP_ITEM_IDS) }),
  result: z.object({
    /** The pilot's new balance. */
    stardust: nonNegativeInt,
    inventory: userSchema.shape.inventory,
    item: z.enum(SHOP_ITEM_IDS),
    user: userSchema,
  }),
});

import { z } from "zod";
import { defineContract } from "./define-contract.ts";

/** A new pilot's first orders, in the order they walk them: upload, enter a battle, judge three entries. */
export const FIRST_ORDERS = ["upload", "enter_battle", "judge_three"] as const;
export type FirstOrder = (typeof FIRST_ORDERS)[number];

export const firstOrderSchema = z.object({
  order: z.enum(FIRST_ORDERS),
  /** Counted by the server from what the pilot has done. */
  progress: z.number().int().min(0),
  goal: z.number().int().min(1),
  done: z.boolean(),
});
export type FirstOrderState = z.infer<typeof firstOrderSchema>;

/**
 * `firstOrders {}`: the Command Deck's first orders, each done when the pilot's own records say so;
 * `first_week` is true during the pilot's first seven days aboard.
 */
export const firstOrdersContract = defineContract({
  name: "firstOrders",
  input: z.object({}),
  result: z.object({ orders: z.array(firstOrderSchema), first_week: z.boolean() }),
});

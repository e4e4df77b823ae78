import { z } from "zod";
import { nonNegativeInt } from "../entities/common.ts";
import { defineContract } from "./define-contract.ts";

/** Marks the caller's notifications read: those named (by their uuid), or every one when `ids` is absent. */
export const markNotificationsReadContract = defineContract({
  name: "markNotificationsRead",
  input: z.object({ ids: z.array(z.string().uuid()).min(1).max(500).optional() }),
  /** `unread`: how many of the caller's notifications are still unread afterwards. */
  result: z.object({ unread: nonNegativeInt }),
});

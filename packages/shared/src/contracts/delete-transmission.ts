import { z } from "zod";
import { defineContract } from "./define-contract.ts";

/** Deletes one of the pilot's tracks and its file. */
export const deleteTransmissionContract = defineContract({
  name: "deleteTransmission",
  input: z.object({ id: z.string().min(1).max(64) }),
  /** `deleted` is the id of the track that went. */
  result: z.object({ deleted: z.string() }),
});

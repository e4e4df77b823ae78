import { z } from "zod";
import { defineJob } from "../jobs/define-job.ts";
import { pruneIdempotencyKeys } from "./run-function.ts";

/** Every hour: forgets stored answers past their day; safe to repeat. */
export const pruneIdempotencyKeysJob = defineJob({
  name: "functions.prune-idempotency-keys",
  payload: z.object({}),
  timeoutMs: 5 * 60_000,
  async run({ db }) {
    await pruneIdempotencyKeys(db);
  },
});

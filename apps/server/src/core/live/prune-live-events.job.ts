import { z } from "zod";
import { defineJob } from "../jobs/define-job.ts";
import { pruneLiveEvents } from "./live-bus.ts";

/** Every minute: forgets live events past their replay window; deleting the dead is safe to repeat. */
export const pruneLiveEventsJob = defineJob({
  name: "live.prune-events",
  payload: z.object({}),
  timeoutMs: 60_000,
  maxAttempts: 1,
  async run({ db }) {
    await pruneLiveEvents(db);
  },
});

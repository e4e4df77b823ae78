import { z } from "zod";
import { defineJob } from "./define-job.ts";
import { pruneCompletedJobs } from "./job-store.ts";

/** Every hour: completed jobs older than a day and failed ones older than a week go. */
export const pruneJobsJob = defineJob({
  name: "jobs.prune",
  payload: z.object({}),
  timeoutMs: 5 * 60_000,
  async run({ db, clock }) {
    await pruneCompletedJobs(db, clock.now());
  },
});

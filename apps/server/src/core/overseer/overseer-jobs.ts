import { overseerJobsContract, overseerRetryJobContract } from "@soundship/shared";
import { AppError, notFound } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { listJobs, queueDepth, toJobView } from "../jobs/job-views.ts";
import { retryFailedJob } from "../jobs/retry-job.ts";
import { recordAudit } from "./audit.ts";

/** Background jobs for the Overseer: queued, running and failed (with reason and attempts), and the depth per queue. */
export const overseerJobs = defineFunction({
  contract: overseerJobsContract,
  adminOnly: true,
  readOnly: true,
  async handler({ tx }, { status, limit }) {
    return { jobs: await listJobs(tx, { status, limit }), depth: await queueDepth(tx) };
  },
});

/** Runs a failed job again (a fresh set of attempts), on the record like every Overseer action. */
export const overseerRetryJob = defineFunction({
  contract: overseerRetryJobContract,
  adminOnly: true,
  async handler({ tx, pilot: admin, clock }, { job_id, reason }) {
    const now = clock.now();
    const retried = await retryFailedJob(tx, job_id, now);
    if (!retried) throw notFound("Job not found");
    if (!retried.after) throw new AppError("CONFLICT", `Only a failed job can be retried; this one is ${retried.before.status}`);
    await recordAudit(tx, {
      admin,
      action: "job.retry",
      targetType: "job",
      targetId: job_id,
      before: { name: retried.before.name, status: retried.before.status, attempts: retried.before.attempts, last_error: retried.before.last_error },
      after: { status: retried.after.status, attempts: retried.after.attempts },
      reason,
      at: now,
    });
    return { job: toJobView(retried.after) };
  },
});

import type { App } from "./app.ts";
import { createJobWorker, type JobWorker } from "./core/jobs/job-worker.ts";
import { queueDepth } from "./core/jobs/job-views.ts";
import type { JobHooks } from "./core/jobs/run-attempt.ts";
import { domainMetrics } from "./core/metrics/domain-metrics.ts";
import { JOBS, jobConcurrency, jobSchedules } from "./served-jobs.ts";

/**
 * Starts this instance's job worker: the queue's schedules (battle lifecycle, membership upkeep,
 * sweeps, pruning) and every job enqueued by requests. Safe on every instance at once. Returns
 * the worker; `stop()` lets running jobs finish (up to a grace period).
 */
export async function startJobs(app: App, hooks: JobHooks = {}): Promise<JobWorker> {
  const { config, db, clock, random, mailer } = app.services;
  const worker = createJobWorker({
    services: { db, clock, random, config, log: app.log, mailer },
    definitions: JOBS,
    schedules: jobSchedules(config),
    concurrency: jobConcurrency(config),
    pollMs: config.jobs.pollMs,
    hooks: { onJobFailed: (failure) => domainMetrics.jobFailed(failure.name), ...hooks },
  });
  await worker.start(app.services.database);
  // The depth operators graph: read from the table now and then, not counted, so it survives restarts.
  const depthTimer = setInterval(() => {
    queueDepth(db).then(
      (queues) => queues.forEach((queue) => domainMetrics.jobQueueDepth(queue.queue, queue.queued)),
      (error: unknown) => app.log.warn({ err: error }, "job queue depth unavailable"),
    );
  }, DEPTH_MS);
  depthTimer.unref();
  return { ...worker, stop: (graceMs) => (clearInterval(depthTimer), worker.stop(graceMs)) };
}

const DEPTH_MS = 15_000;

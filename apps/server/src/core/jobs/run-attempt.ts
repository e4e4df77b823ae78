import type { Tx } from "../../db/client.ts";
import type { JobContext, JobDefinition, JobServices } from "./define-job.ts";
import { completeJob, failJob, type ClaimedJob } from "./job-store.ts";

/** A failed attempt, for metrics and alerts; `final` when the job is now failed for good. */
export interface JobFailure {
  id: string;
  name: string;
  queue: string;
  attempt: number;
  reason: string;
  final: boolean;
}

/** Plain callbacks an operator's metrics can hang on; all optional. */
export interface JobHooks {
  onJobCompleted?(job: { id: string; name: string; queue: string; attempt: number; durationMs: number }): void;
  onJobFailed?(failure: JobFailure): void;
}

/** The attempt is no longer this worker's: its completion must not commit. */
class AttemptLost extends Error {
  constructor() {
    super("The attempt was taken back (timed out or its lease expired) before it completed");
  }
}

interface Attempt {
  services: JobServices;
  definition: JobDefinition;
  job: ClaimedJob;
  workerId: string;
  controller: AbortController;
  hooks: JobHooks;
}

/**
 * Runs one attempt under its time limit and records the outcome. A thrown error or the time limit
 * fails the attempt with the error's message as the reason; an attempt that ran out of time may
 * still be running, but its completion can no longer commit (the row is fenced by attempt).
 */
export async function runAttempt({ services, definition, job, workerId, controller, hooks }: Attempt): Promise<void> {
  const { db, clock, log } = services;
  const started = performance.now();
  let completed = false;
  const ctx: JobContext = {
    ...services,
    job: { id: job.id, name: job.name, attempt: job.attempt, maxAttempts: job.maxAttempts },
    signal: controller.signal,
    async transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      if (completed) throw new Error(`job ${job.name}: one completing transaction per attempt`);
      return db.transaction(async (tx) => {
        const result = await work(tx);
        if (controller.signal.aborted || !(await completeJob(tx, job, workerId, clock.now()))) throw new AttemptLost();
        completed = true;
        return result;
      });
    },
  };
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`Timed out after ${formatDuration(job.timeoutMs)}`);
      controller.abort(error);
      reject(error);
    }, job.timeoutMs);
  });
  try {
    const payload = definition.payload.parse(job.payload);
    const work = definition.run(ctx, payload);
    // Past its time limit the attempt is over; whatever the work does later is nobody's error.
    work.catch(() => undefined);
    await Promise.race([work, timedOut]);
    if (!completed && !(await completeJob(db, job, workerId, clock.now()))) throw new AttemptLost();
    hooks.onJobCompleted?.({ id: job.id, name: job.name, queue: job.queue, attempt: job.attempt, durationMs: performance.now() - started });
  } catch (error) {
    const reason = reasonOf(error);
    const status = await failJob(db, job, workerId, reason, clock.now()).catch((failure: unknown) => {
      log.error({ err: failure, job: job.id }, "recording a failed job attempt failed");
      return null;
    });
    if (status === null) return;
    log[status === "failed" ? "error" : "warn"]({ job: job.id, name: job.name, attempt: job.attempt, reason }, status === "failed" ? "job failed" : "job attempt failed, will retry");
    hooks.onJobFailed?.({ id: job.id, name: job.name, queue: job.queue, attempt: job.attempt, reason, final: status === "failed" });
  } finally {
    clearTimeout(timer);
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Number((ms / 1000).toFixed(1))} s`;
}

import { hostname } from "node:os";
import type { Database } from "../../db/client.ts";
import type { JobDefinition, JobSchedule, JobServices } from "./define-job.ts";
import { runAttempt, type JobHooks } from "./run-attempt.ts";
import { claimJob, reapExpiredJobs, type ClaimedJob } from "./job-store.ts";
import { registerSchedules, runSchedule, slotOf } from "./job-schedules.ts";
import { JOBS_CHANNEL } from "./job-time.ts";

export interface JobWorkerOptions {
  services: JobServices;
  /** The job kinds this instance runs; jobs of other kinds stay for an instance that knows them. */
  definitions: JobDefinition[];
  schedules?: JobSchedule[];
  /** Jobs at once per queue on this instance; a queue not named runs one at a time. */
  concurrency?: Record<string, number>;
  /** How often an idle worker looks for due jobs and expired leases when no notification came. */
  pollMs?: number;
  /** Names this instance in the rows it holds; unique per process by default. */
  workerId?: string;
  hooks?: JobHooks;
}

export interface JobWorker {
  readonly id: string;
  /** Listens for new jobs (on `database`), polls, runs the schedules. */
  start(database?: Pick<Database, "listen">): Promise<void>;
  /** Takes no more jobs and waits up to `graceMs` for the running ones; the rest keep their lease. */
  stop(graceMs?: number): Promise<void>;
  /** Looks for due jobs of `queue` (every queue when omitted) now. */
  wake(queue?: string): void;
  /** Hands back expired leases, then runs due jobs until none is left (tests, with a manual clock). */
  drain(): Promise<void>;
  /** Takes each schedule's current slot if no instance has; answers how many jobs it enqueued. */
  runSchedules(): Promise<number>;
}

/** Scheduler checks are local until a slot changes; this is how late a slot can be taken. */
const SCHEDULE_CHECK_MS = 250;
const DEFAULT_POLL_MS = 1_000;

/** A worker: claims jobs of its queues up to their concurrency and runs each attempt. */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { services, hooks = {} } = options;
  const { db, clock, log } = services;
  const id = options.workerId ?? `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  const byName = new Map(options.definitions.map((definition) => [definition.name, definition]));
  const namesByQueue = new Map<string, string[]>();
  for (const definition of options.definitions) namesByQueue.set(definition.queue, [...(namesByQueue.get(definition.queue) ?? []), definition.name]);
  const schedules = options.schedules ?? [];
  const limit = (queue: string) => Math.max(1, options.concurrency?.[queue] ?? 1);
  const active = new Map<string, number>();
  const running = new Set<Promise<void>>();
  const controllers = new Set<AbortController>();
  const filling = new Map<string, Promise<void>>();
  const again = new Set<string>();
  const lastSlot = new Map<string, number>();
  let stopping = false;
  let timers: NodeJS.Timeout[] = [];
  let unlisten: (() => Promise<void>) | null = null;
  let schedulesReady: Promise<void> | null = null;

  const launch = (job: ClaimedJob) => {
    const definition = byName.get(job.name)!;
    const controller = new AbortController();
    controllers.add(controller);
    active.set(job.queue, (active.get(job.queue) ?? 0) + 1);
    const attempt = runAttempt({ services, definition, job, workerId: id, controller, hooks }).finally(() => {
      controllers.delete(controller);
      active.set(job.queue, active.get(job.queue)! - 1);
      running.delete(attempt);
      if (!stopping) void fill(job.queue);
    });
    running.add(attempt);
  };

  // One filler per queue at a time; a wake during a fill makes it look once more.
  const fill = (queue: string): Promise<void> => {
    const names = namesByQueue.get(queue);
    if (!names) return Promise.resolve();
    const current = filling.get(queue);
    if (current) {
      again.add(queue);
      return current;
    }
    const work = (async () => {
      do {
        again.delete(queue);
        while (!stopping && (active.get(queue) ?? 0) < limit(queue)) {
          const job = await claimJob(db, queue, names, id, clock.now());
          if (!job) break;
          launch(job);
        }
      } while (again.has(queue) && !stopping);
    })()
      .catch((error: unknown) => log.warn({ err: error, queue }, "claiming jobs failed"))
      .finally(() => filling.delete(queue));
    filling.set(queue, work);
    return work;
  };
  const fillAll = () => Promise.all([...namesByQueue.keys()].map(fill)).then(() => undefined);

  const reap = async () => {
    for (const job of await reapExpiredJobs(db, clock.now())) {
      log.warn({ job: job.id, name: job.name, status: job.status, attempts: job.attempts }, "job lease expired");
      if (job.status === "failed") hooks.onJobFailed?.({ id: job.id, name: job.name, queue: job.queue, attempt: job.attempts, reason: job.last_error, final: true });
    }
  };

  const runSchedules = async () => {
    if (schedules.length === 0) return 0;
    schedulesReady ??= registerSchedules(db, schedules);
    await schedulesReady;
    const now = clock.now();
    let enqueued = 0;
    for (const schedule of schedules) {
      const slot = slotOf(now, schedule.everyMs).getTime();
      if (lastSlot.get(schedule.job.name) === slot) continue;
      lastSlot.set(schedule.job.name, slot);
      const queue = await runSchedule(db, schedule, now);
      if (queue) {
        enqueued++;
        void fill(queue);
      }
    }
    return enqueued;
  };

  const every = (ms: number, task: () => Promise<unknown>, what: string) => {
    let busy = false;
    const timer = setInterval(() => {
      if (busy || stopping) return;
      busy = true;
      task().catch((error: unknown) => log.warn({ err: error }, what)).finally(() => (busy = false));
    }, ms);
    timer.unref();
    timers.push(timer);
  };

  return {
    id,
    async start(database) {
      if (database) unlisten = await database.listen(JOBS_CHANNEL, { message: (queue) => void fill(queue) });
      every(options.pollMs ?? DEFAULT_POLL_MS, async () => {
        await reap();
        await fillAll();
      }, "job poll failed");
      if (schedules.length) every(SCHEDULE_CHECK_MS, runSchedules, "job schedule failed");
      await reap().catch((error: unknown) => log.warn({ err: error }, "job poll failed"));
      await runSchedules().catch((error: unknown) => log.warn({ err: error }, "job schedule failed"));
      void fillAll();
    },
    async stop(graceMs = 10_000) {
      stopping = true;
      for (const timer of timers) clearInterval(timer);
      timers = [];
      await unlisten?.().catch(() => undefined);
      await Promise.allSettled(filling.values());
      let grace: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => (grace = setTimeout(resolve, graceMs)));
      await Promise.race([Promise.allSettled(running), late]);
      clearTimeout(grace);
      // Still running past the grace: told to stop; their leases bring them back after a restart.
      for (const controller of controllers) controller.abort(new Error("The server stopped during the job"));
    },
    wake(queue) {
      if (stopping) return;
      void (queue ? fill(queue) : fillAll());
    },
    async drain() {
      await reap();
      for (;;) {
        await fillAll();
        if (running.size === 0 && filling.size === 0) return;
        await Promise.allSettled(running);
      }
    },
    runSchedules,
  };
}

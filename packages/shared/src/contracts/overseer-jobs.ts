import { z } from "zod";
import { overseerReasonSchema } from "../overseer/audit.ts";
import { defineContract } from "./define-contract.ts";

/** The states of a background job the Overseer sees (completed ones are not listed). */
export const OVERSEER_JOB_STATUSES = ["queued", "running", "failed"] as const;

const time = z.iso.datetime({ offset: true });

/** One background job as the Overseer's Jobs tab lists it. */
export const overseerJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  queue: z.string(),
  status: z.enum(OVERSEER_JOB_STATUSES),
  attempts: z.number().int().min(0),
  max_attempts: z.number().int().min(1),
  /** Why the last attempt failed; null when none has. */
  last_error: z.string().nullable(),
  payload: z.unknown(),
  created_at: time,
  updated_at: time,
  /** When a queued job may run next (a retry's backoff); null: as soon as a worker is free. */
  run_at: time.nullable(),
  finished_at: time.nullable(),
});

/** Jobs per queue and state, for the tab's header and for metrics. */
export const jobDepthSchema = z.object({ queue: z.string(), queued: z.number().int(), running: z.number().int(), failed: z.number().int() });

/** `overseerJobs {status?}` (admins only): queued, running and failed jobs, most recently changed first. */
export const overseerJobsContract = defineContract({
  name: "overseerJobs",
  input: z.object({ status: z.enum(OVERSEER_JOB_STATUSES).optional(), limit: z.number().int().min(1).max(500).default(100) }),
  result: z.object({ jobs: z.array(overseerJobSchema), depth: z.array(jobDepthSchema) }),
});

/** `overseerRetryJob {job_id, reason}` (admins only): a failed job is queued again with a fresh set of attempts. */
export const overseerRetryJobContract = defineContract({
  name: "overseerRetryJob",
  input: z.object({ job_id: z.string().min(1).max(200), reason: overseerReasonSchema }),
  result: z.object({ job: overseerJobSchema }),
});

export type OverseerJob = z.infer<typeof overseerJobSchema>;

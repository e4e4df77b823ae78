import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { tz } from "./columns.ts";

/**
 * The job queue (core/jobs, docs/decisions/022): one row per job, claimed with `FOR UPDATE SKIP
 * LOCKED`. Claims, leases and backoff use the server's injected clock, passed in, never the
 * database's `now()`.
 * A running job holds a lease (`locked_until`); one whose worker died is taken again after it.
 */
export const jobs = pgTable("jobs", {
  id: text().primaryKey().default(sql`gen_random_uuid()::text`),
  name: text().notNull(),
  queue: text().notNull(),
  payload: jsonb().notNull(),
  /** queued → running → completed, or back to queued to retry, or failed after the last attempt. */
  status: text().notNull().default("queued"),
  /** A pending (queued or running) job with the same name and key is not enqueued twice. */
  key: text(),
  attempts: integer().notNull().default(0),
  max_attempts: integer().notNull(),
  timeout_ms: integer().notNull(),
  /** Not before this instant (a retry's backoff, a delayed job); null: as soon as a worker is free. */
  run_at: timestamp(tz),
  /** The worker holding the job and its attempt's lease. */
  locked_by: text(),
  locked_until: timestamp(tz),
  /** Why the last attempt failed. */
  last_error: text(),
  created_at: timestamp(tz).notNull().defaultNow(),
  updated_at: timestamp(tz).notNull().defaultNow(),
  finished_at: timestamp(tz),
}, (t) => [
  // In the claim's whole order, so taking the next job reads one entry however long the queue
  // (a settlement queues a mail per entrant: thousands at once).
  index("jobs_claim_idx").on(t.queue, t.run_at.asc().nullsFirst(), t.created_at, t.id).where(sql`${t.status} = 'queued'`),
  index("jobs_lease_idx").on(t.locked_until).where(sql`${t.status} = 'running'`),
  index("jobs_key_idx").on(t.name, t.key).where(sql`${t.key} is not null and ${t.status} in ('queued', 'running')`),
  index("jobs_status_idx").on(t.status, t.updated_at),
  check("jobs_status_known", sql`${t.status} in ('queued', 'running', 'completed', 'failed')`),
  check("jobs_attempts_bounded", sql`${t.attempts} >= 0 AND ${t.max_attempts} >= 1`),
]);

/** The last slot each schedule enqueued: claiming a slot is one conditional update, so one instance wins it. */
export const jobSchedules = pgTable("job_schedules", {
  name: text().primaryKey(),
  last_slot_at: timestamp(tz).notNull(),
});

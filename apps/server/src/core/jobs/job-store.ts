import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { jobs } from "../../db/schema.ts";
import { at, retryDelayMs } from "./job-time.ts";

/** A lease outlives the attempt's time limit by this much, so only a dead worker's lease expires. */
export const LEASE_MARGIN_MS = 30_000;
/** Reasons are kept short enough to show in a table row. */
const REASON_MAX = 2_000;

/** A job as a worker holds it: claimed for one attempt. */
export interface ClaimedJob {
  id: string;
  name: string;
  queue: string;
  payload: unknown;
  attempt: number;
  maxAttempts: number;
  timeoutMs: number;
}

/**
 * Takes the next due job of `queue` among `names` for `workerId`: one statement, `SKIP LOCKED`, so
 * instances never take the same row and never wait on each other. Counts the attempt and sets the
 * lease (time limit + margin) on the injected clock.
 */
export async function claimJob(db: Db, queue: string, names: string[], workerId: string, now: Date): Promise<ClaimedJob | null> {
  const result = await db.execute<{ id: string; name: string; queue: string; payload: unknown; attempts: number; max_attempts: number; timeout_ms: number }>(sql`
    update ${jobs} set status = 'running', attempts = attempts + 1, locked_by = ${workerId},
      locked_until = ${at(now)} + (timeout_ms + ${LEASE_MARGIN_MS}) * interval '1 millisecond', updated_at = ${at(now)}
    where id = (
      select id from ${jobs}
      where status = 'queued' and queue = ${queue} and name in (${sql.join(names.map((name) => sql`${name}`), sql`, `)})
        and (run_at is null or run_at <= ${at(now)})
      order by run_at asc nulls first, created_at, id
      limit 1
      for update skip locked)
    returning id, name, queue, payload, attempts, max_attempts, timeout_ms`);
  const row = result.rows[0];
  if (!row) return null;
  return { id: row.id, name: row.name, queue: row.queue, payload: row.payload, attempt: Number(row.attempts), maxAttempts: Number(row.max_attempts), timeoutMs: Number(row.timeout_ms) };
}

/** This worker's attempt of the job, and only that: a stale worker's writes match no row. */
const held = (job: ClaimedJob, workerId: string) =>
  sql`id = ${job.id} and status = 'running' and locked_by = ${workerId} and attempts = ${job.attempt}`;

/** Records the attempt's success; false when the attempt was no longer this worker's. */
export async function completeJob(db: Db | Tx, job: ClaimedJob, workerId: string, now: Date): Promise<boolean> {
  const result = await db.execute(sql`
    update ${jobs} set status = 'completed', finished_at = ${at(now)}, updated_at = ${at(now)}, locked_by = null, locked_until = null
    where ${held(job, workerId)} returning id`);
  return result.rows.length > 0;
}

/**
 * Records a failed attempt: queued again after the backoff (from the injected clock), or failed
 * with `reason` after the last attempt. Answers the new status, or null when the attempt was no
 * longer this worker's.
 */
export async function failJob(db: Db, job: ClaimedJob, workerId: string, reason: string, now: Date): Promise<"queued" | "failed" | null> {
  const retryAt = new Date(now.getTime() + retryDelayMs(job.attempt));
  const result = await db.execute<{ status: "queued" | "failed" }>(sql`
    update ${jobs} set
      status = case when attempts >= max_attempts then 'failed' else 'queued' end,
      run_at = case when attempts >= max_attempts then run_at else ${at(retryAt)} end,
      finished_at = case when attempts >= max_attempts then ${at(now)} end,
      last_error = ${reason.slice(0, REASON_MAX)}, updated_at = ${at(now)}, locked_by = null, locked_until = null
    where ${held(job, workerId)} returning status`);
  return result.rows[0]?.status ?? null;
}

/** A job whose worker stopped mid-attempt, as the reaper found it. */
export type ReapedJob = {
  id: string;
  name: string;
  queue: string;
  status: "queued" | "failed";
  attempts: number;
  last_error: string;
};

/**
 * Hands back every running job whose lease has expired (its worker was killed or lost the
 * database): queued again at once, or failed when that was its last attempt. Any instance may run
 * it, several at once: a row another one already moved no longer matches.
 */
export async function reapExpiredJobs(db: Db, now: Date): Promise<ReapedJob[]> {
  const result = await db.execute<ReapedJob>(sql`
    update ${jobs} set
      status = case when attempts >= max_attempts then 'failed' else 'queued' end,
      finished_at = case when attempts >= max_attempts then ${at(now)} end,
      run_at = ${at(now)},
      last_error = 'Attempt ' || attempts || ' stopped without finishing: its worker ended or lost the database',
      updated_at = ${at(now)}, locked_by = null, locked_until = null
    where id in (select id from ${jobs} where status = 'running' and locked_until < ${at(now)} for update skip locked)
    returning id, name, queue, status, attempts, last_error`);
  return result.rows.map((row) => ({ ...row, attempts: Number(row.attempts) }));
}

/** Completed jobs are kept a day (to see what ran); failed ones a week, for the Overseer to look at. */
const KEEP_COMPLETED_MS = 24 * 60 * 60_000;
const KEEP_FAILED_MS = 7 * 24 * 60 * 60_000;

/** Deletes finished jobs past their keeping time; safe on every instance at once. */
export async function pruneCompletedJobs(db: Db, now: Date): Promise<number> {
  const result = await db.execute(sql`
    delete from ${jobs} where (status = 'completed' and finished_at < ${at(new Date(now.getTime() - KEEP_COMPLETED_MS))})
      or (status = 'failed' and finished_at < ${at(new Date(now.getTime() - KEEP_FAILED_MS))}) returning id`);
  return result.rows.length;
}

import type { OverseerJob } from "@soundship/shared";
import { and, desc, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { jobs } from "../../db/schema.ts";
import { OVERSEER_JOB_STATUSES } from "@soundship/shared";
import { payloadIsSecret } from "./define-job.ts";

type JobRow = typeof jobs.$inferSelect;

/** A job row as the Overseer sees it. */
export function toJobView(row: JobRow): OverseerJob {
  return {
    id: row.id,
    name: row.name,
    queue: row.queue,
    status: row.status as OverseerJob["status"],
    attempts: row.attempts,
    max_attempts: row.max_attempts,
    last_error: row.last_error,
    payload: payloadIsSecret(row.name) ? null : row.payload,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    run_at: row.run_at?.toISOString() ?? null,
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}

/** Queued, running and failed jobs (one state when given), most recently changed first. */
export async function listJobs(db: Db | Tx, options: { status?: OverseerJob["status"]; limit: number }): Promise<OverseerJob[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(and(inArray(jobs.status, options.status ? [options.status] : [...OVERSEER_JOB_STATUSES])))
    .orderBy(desc(jobs.updated_at), desc(jobs.id))
    .limit(options.limit);
  return rows.map(toJobView);
}

/** Jobs waiting, running and failed per queue: the depth a metrics exporter or the Overseer shows. */
export async function queueDepth(db: Db | Tx): Promise<{ queue: string; queued: number; running: number; failed: number }[]> {
  const result = await db.execute<{ queue: string; queued: number; running: number; failed: number }>(sql`
    select queue,
      count(*) filter (where status = 'queued')::int as queued,
      count(*) filter (where status = 'running')::int as running,
      count(*) filter (where status = 'failed')::int as failed
    from ${jobs} where status <> 'completed' group by queue order by queue`);
  return result.rows.map((row) => ({ queue: row.queue, queued: Number(row.queued), running: Number(row.running), failed: Number(row.failed) }));
}

import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { jobs } from "../../db/schema.ts";
import { JOBS_CHANNEL } from "./job-time.ts";

type JobRow = typeof jobs.$inferSelect;

/**
 * Queues a failed job again with a fresh set of attempts, in the caller's transaction, and wakes
 * its queue's workers on commit. Answers the row before and after, or null when there is no such
 * job; `after` is null when the job is not failed (only a failed job is retried by hand).
 */
export async function retryFailedJob(tx: Tx, id: string, now: Date): Promise<{ before: JobRow; after: JobRow | null } | null> {
  const [before] = await tx.select().from(jobs).where(eq(jobs.id, id)).for("update");
  if (!before) return null;
  if (before.status !== "failed") return { before, after: null };
  const [after] = await tx
    .update(jobs)
    .set({ status: "queued", attempts: 0, run_at: null, finished_at: null, locked_by: null, locked_until: null, updated_at: now })
    .where(eq(jobs.id, id))
    .returning();
  await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${before.queue})`);
  return { before, after: after! };
}

import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobSchedules, jobs } from "../../db/schema.ts";
import type { JobSchedule } from "./define-job.ts";
import { enqueueJob } from "./enqueue-job.ts";
import { at } from "./job-time.ts";

/** The slot of the injected clock `now` falls in: the start of its `everyMs` period. */
export function slotOf(now: Date, everyMs: number): Date {
  return new Date(Math.floor(now.getTime() / everyMs) * everyMs);
}

/** Makes sure each schedule has its row (a new schedule starts with no slot taken). */
export async function registerSchedules(db: Db, schedules: JobSchedule[]): Promise<void> {
  if (schedules.length === 0) return;
  await db
    .insert(jobSchedules)
    .values(schedules.map((schedule) => ({ name: schedule.job.name, last_slot_at: new Date(0) })))
    .onConflictDoNothing();
}

/**
 * Takes the current slot of `schedule` and enqueues its job, in one transaction: the conditional
 * update lets exactly one instance take a slot, however many try. A slot is skipped while the last
 * run is still queued (a backlog of identical upkeep helps nobody). Answers the queue of the job
 * it enqueued, or null.
 */
export async function runSchedule(db: Db, schedule: JobSchedule, now: Date): Promise<string | null> {
  const slot = slotOf(now, schedule.everyMs);
  return db.transaction(async (tx) => {
    const taken = await tx.execute(sql`
      update ${jobSchedules} set last_slot_at = ${at(slot)} where name = ${schedule.job.name} and last_slot_at < ${at(slot)} returning name`);
    if (taken.rows.length === 0) return null;
    const waiting = await tx.execute(sql`select 1 from ${jobs} where name = ${schedule.job.name} and status = 'queued' limit 1`);
    if (waiting.rows.length > 0) return null;
    await enqueueJob(tx, schedule.job, schedule.payload ?? {}, { now });
    return schedule.job.queue;
  });
}

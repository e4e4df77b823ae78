import { sql } from "drizzle-orm";
import { testConfig } from "../../src/config.ts";
import type { Clock } from "../../src/core/clock.ts";
import type { JobDefinition, JobLog, JobSchedule } from "../../src/core/jobs/define-job.ts";
import { createJobWorker, type JobWorker } from "../../src/core/jobs/job-worker.ts";
import type { JobHooks } from "../../src/core/jobs/run-attempt.ts";
import type { Db } from "../../src/db/client.ts";
import { consoleTransport } from "../../src/core/mail/console-transport.ts";
import { createMailer } from "../../src/core/mail/mailer.ts";

/** A logger that keeps quiet (the assertions read the rows). */
export const quietLog: JobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A mailer over `db` whose mails go nowhere (jobs that send none still run with one). */
export const quietMailer = (db: Db) => createMailer({ transport: consoleTransport(() => undefined), from: "Soundship <no-reply@soundship.test>", db, warn: () => undefined });

/** A worker over `db` with the injected clock: tests drive it with `drain()` and `runSchedules()`. */
export function testWorker(db: Db, clock: Clock, definitions: JobDefinition[], options: { concurrency?: Record<string, number>; schedules?: JobSchedule[]; hooks?: JobHooks; workerId?: string } = {}): JobWorker {
  return createJobWorker({ services: { db, clock, random: Math.random, config: testConfig(), log: quietLog, mailer: quietMailer(db) }, definitions, ...options });
}

/** A table jobs under test write their effects to, so a test can count how often work committed. */
export async function createEffectsTable(db: Db): Promise<void> {
  await db.execute(sql`create table if not exists job_effects (job_id text not null, label text not null)`);
}

/** How many effects each job committed. */
export async function effectsByJob(db: Db): Promise<Map<string, number>> {
  const result = await db.execute<{ job_id: string; n: number }>(sql`select job_id, count(*)::int as n from job_effects group by job_id`);
  return new Map(result.rows.map((row) => [row.job_id, Number(row.n)]));
}

// A job worker in a process of its own, for tests that kill it (test/jobs/queue-crash.test.ts).
// Environment: JOB_DATABASE_URL (PostgreSQL) or JOB_DATA_DIR (the embedded database; a new one starts
// from JOB_SNAPSHOT, a migrated dump, when given), CLOCK_START,
// JOB_ENQUEUE=1 to enqueue the test job first, JOB_HANG=1 to hang inside every attempt.
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { clockStartingAt } from "../../src/core/clock.ts";
import { defineJob } from "../../src/core/jobs/define-job.ts";
import { enqueueJob } from "../../src/core/jobs/enqueue-job.ts";
import { openDatabase } from "../../src/db/client.ts";
import { jobs } from "../../src/db/schema.ts";
import { createEffectsTable, effectsByJob, testWorker } from "./jobs.ts";

const env = process.env;
// A new embedded database folder starts from the test run's migrated snapshot (JOB_SNAPSHOT).
const snapshot = env.JOB_SNAPSHOT ? new Blob([readFileSync(env.JOB_SNAPSHOT)]) : undefined;
const database = await openDatabase(env.JOB_DATABASE_URL ? { url: env.JOB_DATABASE_URL, poolSize: 4 } : { dataDir: env.JOB_DATA_DIR!, snapshot });
const clock = clockStartingAt(new Date(env.CLOCK_START!));
await createEffectsTable(database.db);

const crashJob = defineJob({
  name: "test.crash",
  payload: z.object({ label: z.string() }),
  timeoutMs: 60_000,
  async run(ctx, { label }) {
    process.stdout.write(`started ${ctx.job.id} ${ctx.job.attempt}\n`);
    if (env.JOB_HANG === "1") await new Promise(() => undefined);
    await ctx.transaction((tx) => tx.execute(sql`insert into job_effects (job_id, label) values (${ctx.job.id}, ${label})`));
  },
});

if (env.JOB_ENQUEUE === "1") {
  const job = await enqueueJob(database.db, crashJob, { label: "crash" }, { now: clock.now() });
  process.stdout.write(`enqueued ${job.id}\n`);
}
const worker = testWorker(database.db, clock, [crashJob]);
await worker.start(database);

// Reports once the job is finished, then exits.
for (;;) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.name, crashJob.name));
  if (row && (row.status === "completed" || row.status === "failed")) {
    const effects = (await effectsByJob(database.db)).get(row.id) ?? 0;
    process.stdout.write(`report ${JSON.stringify({ id: row.id, status: row.status, attempts: row.attempts, last_error: row.last_error, effects })}\n`);
    await worker.stop(1000);
    await database.close();
    process.exit(0);
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}

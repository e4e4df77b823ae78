import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineJob } from "../../src/core/jobs/define-job.ts";
import { enqueueJob, enqueueJobs } from "../../src/core/jobs/enqueue-job.ts";
import { claimJob, LEASE_MARGIN_MS } from "../../src/core/jobs/job-store.ts";
import { registerSchedules, runSchedule } from "../../src/core/jobs/job-schedules.ts";
import { retryDelayMs } from "../../src/core/jobs/job-time.ts";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { auditLog, jobs } from "../../src/db/schema.ts";
import { manualClock } from "../helpers/economy.ts";
import { testConfig } from "../../src/config.ts";
import { createJobWorker } from "../../src/core/jobs/job-worker.ts";
import { createEffectsTable, effectsByJob, quietLog, quietMailer, testWorker } from "../helpers/jobs.ts";
import { callAs, expectHidden } from "../helpers/overseer.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";

const clock = manualClock("2026-11-21T12:00:00Z");
const advance = (ms: number) => clock.set(new Date(clock.now().getTime() + ms).toISOString());
let server: TestServer;
let admin: TestPilot;
let pilot: TestPilot;
/** A second instance's own connection to the same database (PostgreSQL); the same handle on PGlite. */
let second: Database;

beforeAll(async () => {
  server = await startServer({}, { clock });
  admin = await server.admin();
  pilot = await server.pilot("Plain Pilot");
  await createEffectsTable(server.database.db);
  second = server.database.url ? await openDatabase({ url: server.database.url, poolSize: 4 }) : server.database;
});
afterAll(async () => {
  if (second && second !== server.database) await second.close();
  await server?.close();
});

const db = () => server.database.db;
const rowOf = async (id: string) => (await db().select().from(jobs).where(eq(jobs.id, id)))[0]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes one effect row with its completion, the way a real job commits its work. */
const recordJob = defineJob({
  name: "test.record",
  payload: z.object({ label: z.string() }),
  async run(ctx, { label }) {
    await ctx.transaction((tx) => tx.execute(sql`insert into job_effects (job_id, label) values (${ctx.job.id}, ${label})`));
  },
});

describe("enqueueing", () => {
  it("makes the queue's statistics again when a thousand jobs arrive at once, so claims are planned for the queue as it is", async () => {
    // A kind no worker here takes, removed again below so the other tests see the queue they expect.
    const bulkJob = defineJob({ name: "test.bulk", payload: z.object({ n: z.number() }), async run() {} });
    await db().transaction((tx) => enqueueJobs(tx, bulkJob, Array.from({ length: 1_000 }, (_, n) => ({ n })), { now: clock.now() }));
    const [{ counted, rows }] = (
      await db().execute<{ counted: number; rows: number }>(
        sql`select (select reltuples from pg_class where relname = 'jobs')::int as counted, (select count(*) from jobs)::int as rows`,
      )
    ).rows as [{ counted: number; rows: number }];
    expect(counted).toBe(rows);
    expect(rows).toBeGreaterThanOrEqual(1_000);
    await db().delete(jobs).where(eq(jobs.name, "test.bulk"));
  });

  it("adds the job in the caller's transaction: a rolled-back transaction leaves no job", async () => {
    await db().transaction(async (tx) => {
      await enqueueJob(tx, recordJob, { label: "rolled back" });
      tx.rollback();
    }).catch(() => undefined);
    const committed = await db().transaction((tx) => enqueueJob(tx, recordJob, { label: "committed" }, { now: clock.now() }));
    const labels = (await db().select().from(jobs).where(eq(jobs.name, "test.record"))).map((row) => (row.payload as { label: string }).label);
    expect(labels).toEqual(["committed"]);
    await testWorker(db(), clock, [recordJob]).drain();
    expect((await rowOf(committed.id)).status).toBe("completed");
  });

  it("refuses a payload its schema refuses, before anything is written", async () => {
    await expect(enqueueJob(db(), recordJob, { label: 7 } as never)).rejects.toThrow();
    await expect(enqueueJob(db(), "test.unknown-kind", {})).rejects.toThrow(/unknown job test.unknown-kind/);
  });

  it("queues one job per key while it is pending, and a new one once it is done", async () => {
    const [a, b] = await Promise.all([
      enqueueJob(db(), "test.record", { label: "keyed" }, { key: "track-1" }),
      enqueueJob(second.db, recordJob, { label: "keyed" }, { key: "track-1" }),
    ]);
    expect(a.id).toBe(b.id);
    expect([a.existing, b.existing].sort()).toEqual([false, true]);
    await testWorker(db(), clock, [recordJob]).drain();
    const again = await enqueueJob(db(), recordJob, { label: "keyed" }, { key: "track-1" });
    expect(again).toMatchObject({ existing: false });
    expect(again.id).not.toBe(a.id);
  });
});

describe("retries and failures", () => {
  let calls = 0;
  const brokenJob = defineJob({
    name: "test.broken",
    payload: z.object({}),
    async run() {
      calls++;
      throw new Error(`The tape is tangled (call ${calls})`);
    },
  });

  it("tries 3 times in all, backing off on the injected clock, then shows the job failed with its reason; the Overseer's retry runs it again", async () => {
    const failures: { attempt: number; final: boolean }[] = [];
    const worker = testWorker(db(), clock, [brokenJob], { hooks: { onJobFailed: (failure) => failures.push({ attempt: failure.attempt, final: failure.final }) } });
    const { id } = await enqueueJob(db(), brokenJob, {}, { now: clock.now() });
    await worker.drain();
    expect(calls).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: "queued", attempts: 1, last_error: "The tape is tangled (call 1)", run_at: new Date(clock.now().getTime() + retryDelayMs(1)) });

    // Not before its backoff: a second short of it, nothing runs.
    advance(retryDelayMs(1) - 1000);
    await worker.drain();
    expect(calls).toBe(1);
    advance(1000);
    await worker.drain();
    expect(calls).toBe(2);
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));
    advance(retryDelayMs(2));
    await worker.drain();
    expect(calls).toBe(3);
    expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: 3, max_attempts: 3, last_error: "The tape is tangled (call 3)", finished_at: clock.now() });
    advance(60 * 60_000);
    await worker.drain();
    expect(calls).toBe(3);
    expect(failures).toEqual([{ attempt: 1, final: false }, { attempt: 2, final: false }, { attempt: 3, final: true }]);

    // The Overseer sees it, with its reason and attempts; nobody else reaches the list.
    const listed = await callAs(server, admin, "overseerJobs", { status: "failed" });
    expect(listed.status).toBe(200);
    expect(listed.body.jobs.find((job: { id: string }) => job.id === id)).toMatchObject({ name: "test.broken", status: "failed", attempts: 3, max_attempts: 3, last_error: "The tape is tangled (call 3)" });
    expect(listed.body.depth).toContainEqual(expect.objectContaining({ queue: "default", failed: 1 }));
    await expectHidden(server, pilot, "overseerJobs", await callAs(server, pilot, "overseerJobs", {}));
    await expectHidden(server, null, "overseerRetryJob", await callAs(server, null, "overseerRetryJob", { job_id: id, reason: "Try again" }));
    expect(await callAs(server, admin, "overseerRetryJob", { job_id: id, reason: " " })).toMatchObject({ status: 400 });

    const retried = await callAs(server, admin, "overseerRetryJob", { job_id: id, reason: "The deck is cleaned" });
    expect(retried.status).toBe(200);
    expect(retried.body.job).toMatchObject({ id, status: "queued", attempts: 0 });
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.target_id, id));
    expect(audit).toMatchObject({ action: "job.retry", target_type: "job", admin_email: admin.email, reason: "The deck is cleaned", before: { status: "failed", attempts: 3 }, after: { status: "queued", attempts: 0 } });
    // Only a failed job is retried by hand.
    expect(await callAs(server, admin, "overseerRetryJob", { job_id: id, reason: "Twice" })).toMatchObject({ status: 409 });
    expect(await callAs(server, admin, "overseerRetryJob", { job_id: "no-such-job", reason: "Ghost" })).toMatchObject({ status: 404 });

    await worker.drain();
    expect(calls).toBe(4);
    expect(await rowOf(id)).toMatchObject({ status: "queued", attempts: 1, last_error: "The tape is tangled (call 4)" });
  });

  it("fails an attempt past its time limit, and the late attempt's work never commits", async () => {
    const slowJob = defineJob({
      name: "test.slow",
      payload: z.object({}),
      timeoutMs: 100,
      maxAttempts: 1,
      async run(ctx) {
        await sleep(400);
        await ctx.transaction((tx) => tx.execute(sql`insert into job_effects (job_id, label) values (${ctx.job.id}, 'late')`));
      },
    });
    const { id } = await enqueueJob(db(), slowJob, {});
    const started = Date.now();
    await testWorker(db(), clock, [slowJob]).drain();
    expect(Date.now() - started).toBeLessThan(400);
    expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: 1, last_error: "Timed out after 100 ms" });
    await sleep(500);
    expect((await effectsByJob(db())).get(id)).toBeUndefined();
  });
});

describe("workers", () => {
  it("runs each job once with two instances taking jobs at the same time", async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => enqueueJob(db(), recordJob, { label: `twin ${i}` }).then((job) => job.id)));
    const a = testWorker(db(), clock, [recordJob], { concurrency: { default: 3 } });
    const b = testWorker(second.db, clock, [recordJob], { concurrency: { default: 3 } });
    await Promise.all([a.drain(), b.drain()]);
    const effects = await effectsByJob(db());
    expect(ids.map((id) => effects.get(id))).toEqual(ids.map(() => 1));
    const rows = await db().select().from(jobs).where(sql`${jobs.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(ids.map(() => ["completed", 1]));
  });

  it.each([1, 2])("keeps at most %i job of a queue running at once per instance", async (limit) => {
    let inFlight = 0;
    let most = 0;
    const mediaJob = defineJob({
      name: `test.media-${limit}`,
      queue: "media",
      payload: z.object({}),
      async run() {
        inFlight++;
        most = Math.max(most, inFlight);
        await sleep(30);
        inFlight--;
      },
    });
    for (let i = 0; i < 6; i++) await enqueueJob(db(), mediaJob, {});
    const worker = testWorker(db(), clock, [mediaJob], { concurrency: { media: limit } });
    await worker.drain();
    expect(most).toBe(limit);
    expect(await db().select().from(jobs).where(sql`${jobs.name} = ${mediaJob.name} and ${jobs.status} = 'completed'`)).toHaveLength(6);
  });

  it("takes back a job whose worker died mid-attempt once its lease expires, and finishes it once", async () => {
    const { id } = await enqueueJob(db(), recordJob, { label: "orphan" });
    const claimed = await claimJob(db(), "default", [recordJob.name], "worker-that-died", clock.now());
    expect(claimed).toMatchObject({ id, attempt: 1 });
    const worker = testWorker(db(), clock, [recordJob]);
    await worker.drain();
    expect((await rowOf(id)).status).toBe("running");
    advance(recordJob.timeoutMs + LEASE_MARGIN_MS + 1000);
    await worker.drain();
    expect(await rowOf(id)).toMatchObject({ status: "completed", attempts: 2 });
    expect((await effectsByJob(db())).get(id)).toBe(1);
  });
});

describe("a started worker", () => {
  it("wakes on a new job's notification without polling, and on stop lets the running job finish and takes no more", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const heldJob = defineJob({
      name: "test.held",
      payload: z.object({}),
      async run(ctx) {
        runs++;
        await held;
        await ctx.transaction((tx) => tx.execute(sql`insert into job_effects (job_id, label) values (${ctx.job.id}, 'held')`));
      },
    });
    // A poll far beyond the test's length: only the NOTIFY sent on commit can wake it.
    const worker = createJobWorker({ services: { db: db(), clock, random: Math.random, config: testConfig(), log: quietLog, mailer: quietMailer(db()) }, definitions: [heldJob], pollMs: 60_000 });
    await worker.start(server.database);
    const { id } = await enqueueJob(db(), heldJob, {});
    for (let waited = 0; runs === 0 && waited < 10_000; waited += 20) await sleep(20);
    expect(runs).toBe(1);
    expect((await rowOf(id)).status).toBe("running");

    const stopped = worker.stop(10_000);
    const later = await enqueueJob(db(), heldJob, {});
    await sleep(50);
    release();
    await stopped;
    expect(await rowOf(id)).toMatchObject({ status: "completed", attempts: 1 });
    expect((await effectsByJob(db())).get(id)).toBe(1);
    expect(await rowOf(later.id)).toMatchObject({ status: "queued", attempts: 0 });
    expect(runs).toBe(1);
  });
});

describe("schedules", () => {
  const tickJob = defineJob({ name: "test.tick", payload: z.object({}), async run() {} });
  const schedule = { job: tickJob, everyMs: 60_000 };
  const queuedTicks = async () => (await db().select().from(jobs).where(eq(jobs.name, "test.tick"))).length;

  it("runs once per slot across two instances", async () => {
    clock.set("2026-11-22T08:00:10Z");
    const a = testWorker(db(), clock, [tickJob], { schedules: [schedule] });
    const b = testWorker(second.db, clock, [tickJob], { schedules: [schedule] });
    const first = await Promise.all([a.runSchedules(), b.runSchedules(), a.runSchedules(), b.runSchedules()]);
    expect(first.reduce((sum, n) => sum + n, 0)).toBe(1);
    // Later in the same slot: nothing more.
    clock.set("2026-11-22T08:00:50Z");
    await a.drain();
    expect(await Promise.all([a.runSchedules(), b.runSchedules()])).toEqual([0, 0]);
    // The next slot: one more, whoever takes it.
    clock.set("2026-11-22T08:01:00Z");
    const next = await Promise.all([b.runSchedules(), a.runSchedules()]);
    expect(next.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await queuedTicks()).toBe(2);
  });

  it("skips a slot while the schedule's last run is still queued, rather than piling runs up", async () => {
    const idle = { job: defineJob({ name: "test.idle-tick", payload: z.object({}), async run() {} }), everyMs: 60_000 };
    await registerSchedules(db(), [idle]);
    clock.set("2026-11-23T08:00:00Z");
    expect(await runSchedule(db(), idle, clock.now())).toBe("default");
    clock.set("2026-11-23T08:01:00Z");
    expect(await runSchedule(db(), idle, clock.now())).toBeNull();
    await testWorker(db(), clock, [idle.job]).drain();
    clock.set("2026-11-23T08:02:00Z");
    expect(await runSchedule(db(), idle, clock.now())).toBe("default");
    expect(await db().select().from(jobs).where(eq(jobs.name, "test.idle-tick"))).toHaveLength(2);
  });
});

import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Tx } from "../../db/client.ts";
import { jobs } from "../../db/schema.ts";
import { domainMetrics } from "../metrics/domain-metrics.ts";
import { jobDefinition, type JobDefinition } from "./define-job.ts";
import { JOBS_CHANNEL, at } from "./job-time.ts";

export interface EnqueueOptions {
  /** Not before this instant (the server's clock); omitted: as soon as a worker is free. */
  runAt?: Date;
  /** While a job of this kind with this key is queued or running, enqueueing it again returns that one. */
  key?: string;
  /** The server's clock reading, for the row's times; omitted: the database's. */
  now?: Date;
}

export interface EnqueuedJob {
  id: string;
  /** True when a pending job with the same key was found and nothing was added. */
  existing: boolean;
}

/**
 * Adds a job in the caller's transaction (it runs only if the transaction commits) and wakes the
 * workers of its queue on commit. The payload is checked against the job's schema here, so a bad
 * payload is the caller's error, not a failed job later.
 */
export async function enqueueJob<P extends z.ZodType>(
  db: Db | Tx,
  job: JobDefinition<P> | string,
  payload: z.input<P>,
  options: EnqueueOptions = {},
): Promise<EnqueuedJob> {
  const definition = typeof job === "string" ? jobDefinition(job) : (job as unknown as JobDefinition);
  const parsed = definition.payload.parse(payload) as unknown;
  const { key } = options;
  if (key === undefined) return { id: await insertJob(db, definition, parsed, options), existing: false };
  // Two enqueuers of one key queue one job: the lock serialises them until the first commits.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job:${definition.name}:${key}`}))`);
    const [pending] = await tx.execute<{ id: string }>(sql`
      select id from ${jobs} where name = ${definition.name} and key = ${key} and status in ('queued', 'running') limit 1`).then((result) => result.rows);
    if (pending) return { id: pending.id, existing: true };
    return { id: await insertJob(tx, definition, parsed, options), existing: false };
  });
}

/** Jobs per statement in `enqueueJobs`: a mail's payload is a few kB, so a statement stays near a megabyte. */
const INSERT_BATCH = 200;

/**
 * From this many jobs at once, the queue's statistics are made again with them (the transaction's
 * own rows count). A claim is planned from those statistics: from a queue believed nearly empty,
 * PostgreSQL plans it as a sort of every queued job, tens of milliseconds a claim while a
 * settlement's thousands of mails go out, until autovacuum analyses the table (a minute or more).
 */
const ANALYZE_FROM = 1_000;

/**
 * Adds jobs of one kind in the caller's transaction, a statement per INSERT_BATCH of them (the
 * mails of a settlement with a thousand entrants are a few round trips, not a thousand inside its
 * locks). Like `enqueueJob` without a key; answers the new jobs' ids.
 */
export async function enqueueJobs<P extends z.ZodType>(
  db: Db | Tx,
  job: JobDefinition<P>,
  payloads: readonly z.input<P>[],
  options: Omit<EnqueueOptions, "key"> = {},
): Promise<string[]> {
  const definition = job as unknown as JobDefinition;
  const parsed = payloads.map((payload) => definition.payload.parse(payload) as unknown);
  const ids: string[] = [];
  for (let start = 0; start < parsed.length; start += INSERT_BATCH) {
    ids.push(...(await insertJobs(db, definition, parsed.slice(start, start + INSERT_BATCH), options)));
  }
  // Held to the end of the caller's transaction: skipped when another instance or autovacuum is at
  // it, rather than waiting for them (their statistics serve as well).
  if (ids.length >= ANALYZE_FROM) await db.execute(sql`analyze (skip_locked) ${jobs}`);
  return ids;
}

async function insertJob(db: Db | Tx, definition: JobDefinition, payload: unknown, options: EnqueueOptions): Promise<string> {
  const [id] = await insertJobs(db, definition, [payload], options);
  return id!;
}

async function insertJobs(db: Db | Tx, definition: JobDefinition, payloads: unknown[], options: EnqueueOptions): Promise<string[]> {
  const now = options.now ? at(options.now) : sql`now()`;
  // One round trip: the rows and their announcement (NOTIFY is sent on commit, and only then;
  // PostgreSQL folds the equal notifications of one transaction into one). The payloads travel as
  // one array parameter, in their order: building a statement of a parameter per value cost more
  // than sending it when a settlement queues thousands of mails.
  const result = await db.execute<{ id: string }>(sql`
    with added as (
      insert into ${jobs} (name, queue, payload, key, max_attempts, timeout_ms, run_at, created_at, updated_at)
      select ${definition.name}, ${definition.queue}, payload::jsonb, ${options.key ?? null}::text, ${definition.maxAttempts}::int, ${definition.timeoutMs}::int,
             ${options.runAt ? at(options.runAt) : null}::timestamptz, ${now}, ${now}
      from unnest(${sql.param(payloads.map((payload) => JSON.stringify(payload)))}::text[]) with ordinality as given(payload, n)
      order by n
      returning id, queue)
    select id, pg_notify(${JOBS_CHANNEL}, queue) from added`);
  domainMetrics.jobQueued(definition.name, payloads.length);
  return result.rows.map((row) => row.id);
}

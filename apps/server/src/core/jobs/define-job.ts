import type { z } from "zod";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import type { Clock } from "../clock.ts";

/** The queue a job runs on unless it names one. */
export const DEFAULT_QUEUE = "default";
/** CPU-heavy audio and video work: `MEDIA_JOBS_CONCURRENCY` at once per instance. */
export const MEDIA_QUEUE = "media";
/** Tries in all, the first included, before a job is failed with its last reason. */
export const DEFAULT_MAX_ATTEMPTS = 3;
/** How long one attempt may run before it counts as failed. */
export const DEFAULT_TIMEOUT_MS = 5 * 60_000;

/** What a pino or Fastify logger offers; the worker logs through it. */
export interface JobLog {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}

/** What every job runs with (the server's services, without HTTP). */
export interface JobServices {
  db: Db;
  clock: Clock;
  /** Uniform in [0, 1); tests inject a fixed sequence. */
  random: () => number;
  config: Config;
  log: JobLog;
  /**
   * Delivers mails (the `mail.send` job). Stated by shape: mail queues its mails as jobs, so the
   * queue may not import mail's types.
   */
  mailer: { deliver(mail: unknown): Promise<void> };
}

/** One attempt of one job. */
export interface JobContext extends JobServices {
  job: { id: string; name: string; attempt: number; maxAttempts: number };
  /** Aborted when the attempt passes its time limit or the worker stops: long work should listen. */
  signal: AbortSignal;
  /**
   * Runs `work` in a transaction that also records the job as completed, so its side effects and
   * its completion commit together (or neither). It throws, rolling `work` back, when the attempt
   * is no longer this worker's (timed out and retried elsewhere). At most once per attempt.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

/** A kind of job: its name, payload schema, queue, limits and what it does. */
export interface JobDefinition<P extends z.ZodType = z.ZodType> {
  name: string;
  payload: P;
  queue: string;
  timeoutMs: number;
  maxAttempts: number;
  /** The payload carries a secret (a mail's sign-in link): the Overseer sees the job without it. */
  secretPayload: boolean;
  /** Must be safe to run twice (a crash after the work and before completion runs it again). */
  run(ctx: JobContext, payload: z.output<P>): Promise<void>;
}

export interface JobSpec<P extends z.ZodType> {
  /** `<domain>.<what>`, unique: the rows and the Overseer name a job by it. */
  name: string;
  payload: P;
  queue?: string;
  timeoutMs?: number;
  maxAttempts?: number;
  secretPayload?: boolean;
  run(ctx: JobContext, payload: z.output<P>): Promise<void>;
}

/** Every job kind declared so far, by name, so a job can be enqueued by its name alone. */
const declared = new Map<string, JobDefinition>();

/** Declares a job kind (one `*.job.ts` file per kind, under its domain); fills in the defaults. */
export function defineJob<P extends z.ZodType>(spec: JobSpec<P>): JobDefinition<P> {
  if (!/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/.test(spec.name)) throw new Error(`job name ${spec.name}: lowercase words joined by dots`);
  const definition: JobDefinition<P> = {
    name: spec.name,
    payload: spec.payload,
    queue: spec.queue ?? DEFAULT_QUEUE,
    timeoutMs: spec.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxAttempts: spec.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    secretPayload: spec.secretPayload ?? false,
    run: spec.run,
  };
  declared.set(definition.name, definition as unknown as JobDefinition);
  return definition;
}

/** The declared job kind called `name` (its module must have been imported). */
export function jobDefinition(name: string): JobDefinition {
  const definition = declared.get(name);
  if (!definition) throw new Error(`unknown job ${name}: import its *.job.ts before enqueueing it by name`);
  return definition;
}

/** Whether the Overseer is kept from the payload of jobs called `name` (a kind nobody declared here: no). */
export function payloadIsSecret(name: string): boolean {
  return declared.get(name)?.secretPayload ?? false;
}

/** A job kind run every `everyMs` on the server's clock: once per slot across every instance. */
export interface JobSchedule {
  job: JobDefinition;
  everyMs: number;
  /** The payload each run gets; `{}` when omitted. */
  payload?: unknown;
}

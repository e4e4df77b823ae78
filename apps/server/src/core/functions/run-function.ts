import { createHash } from "node:crypto";
import { IDEMPOTENCY_MESSAGES, type RefusalBody } from "@soundship/shared";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { idempotencyKeys, users } from "../../db/schema.ts";
import { AppError, notFound } from "../errors.ts";
import type { Pilot } from "../identity/pilot.ts";
import { retryOnConflict } from "../transactions/retry-transaction.ts";
import { parseOrThrow } from "../validation.ts";
import type { FunctionContext, ServedFunction } from "./registry.ts";

export interface FunctionAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** Replays are kept for a day (DESIGN.md section 5). */
export const IDEMPOTENCY_TTL_HOURS = 24;

/**
 * Runs a function in one transaction (a read-only one on the pool, without a transaction and
 * without storing its key); a refusal rolls its writes back. With an Idempotency-Key, the key is claimed in the same
 * transaction before the handler runs: a concurrent repeat waits on that row and then replays the
 * stored answer, so a retried or doubled request never runs twice. A refusal is stored too, after
 * its partial writes are rolled back to a savepoint. A transaction PostgreSQL aborts as a deadlock
 * victim or serialization failure runs again, a bounded number of times.
 */
export async function runFunction(
  db: Db,
  definition: ServedFunction,
  caller: Omit<FunctionContext, "tx" | "afterCommit">,
  payload: unknown,
  idempotencyKey?: string,
): Promise<FunctionAnswer> {
  if (!mayCall(definition, caller.pilot)) throw unknownFunction(definition.contract.name);
  const input = parseOrThrow(definition.contract.input, payload);
  const tasks: (() => Promise<void>)[] = [];
  const context = { ...caller, afterCommit: (task: () => Promise<void>) => void tasks.push(task) };
  // The pool speaks the same query builder as a transaction; a read needs neither BEGIN nor a key.
  if (definition.readOnly) return answerOf(() => definition.handler({ ...context, tx: db as unknown as Tx }, input));
  // A deadlock victim is rolled back whole (key claim included), so the call runs again from the start.
  const answer = await retryOnConflict(() => {
    tasks.length = 0;
    if (!idempotencyKey) return answerOf(() => db.transaction((tx) => definition.handler({ ...context, tx }, input)));
    return db.transaction(async (tx) => {
      const replay = await claimKey(tx, context.pilot.id, idempotencyKey, definition.contract.name, payloadHash(input));
      if (replay) return replay;
      const answer = await runHandler(tx, definition, context, input);
      await tx
        .update(idempotencyKeys)
        .set({ status_code: answer.status, response: answer.body })
        .where(and(eq(idempotencyKeys.user_id, context.pilot.id), eq(idempotencyKeys.key, idempotencyKey)));
      return answer;
    });
  });
  // A refused handler's writes were rolled back, and so are the effects it planned.
  if (answer.status !== 200) tasks.length = 0;
  // The answer stands whatever a task does; what a failed task leaves behind is for upkeep jobs.
  for (const task of tasks) await task().catch(() => undefined);
  return answer;
}

/** Whether `pilot` (null: anonymous) may see `definition` at all; an admin-only function is hidden from everyone else. */
export function mayCall(definition: ServedFunction, pilot: Pilot | null): boolean {
  return !definition.adminOnly || pilot?.role === "admin";
}

/** The refusal for a name no function answers to, and for a function the caller may not see. */
export const unknownFunction = (name: string) => notFound(`Unknown function ${name}`);

/**
 * A keyed call stores its answer, a refusal included, in the transaction that claimed the key: the
 * handler runs in a savepoint so a refusal rolls back its writes and the key's answer still commits.
 * Without a key nothing of a refused call stays, so the whole transaction rolls back instead.
 */
function runHandler(tx: Tx, definition: ServedFunction, context: Omit<FunctionContext, "tx">, input: unknown): Promise<FunctionAnswer> {
  return answerOf(() => tx.transaction((inner) => definition.handler({ ...context, tx: inner }, input)));
}

/** A handler's result as the success body, or its refusal as the refusal body. */
async function answerOf(run: () => Promise<object>): Promise<FunctionAnswer> {
  try {
    const result = await run();
    return { status: 200, body: { ok: true, ...result } };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const body: RefusalBody = { ok: false, error: error.message, message: error.message, code: error.code };
    if (error.detail !== undefined) body.detail = error.detail;
    return { status: error.status, body: body as unknown as Record<string, unknown> };
  }
}

/**
 * A digest of the parsed payload, its object keys in sorted order, so the same call written with
 * its fields in another order is the same call.
 */
export function payloadHash(input: unknown): string {
  return createHash("sha256").update(JSON.stringify(input, (_key, value: unknown) => sortedKeys(value))).digest("base64url");
}

function sortedKeys(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

async function claimKey(tx: Tx, userId: string, key: string, functionName: string, hash: string): Promise<FunctionAnswer | null> {
  // The pilot's row first, as every function takes it: the key row's foreign key would otherwise
  // share-lock the pilot, and two keyed calls upgrading that to the handlers' row lock deadlock.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key), expired()));
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ user_id: userId, key, function_name: functionName, payload_hash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return null;
  const [stored] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key)));
  if (!stored || stored.status_code === null) {
    throw new AppError("IDEMPOTENCY_IN_PROGRESS", IDEMPOTENCY_MESSAGES.inProgress);
  }
  if (stored.function_name !== functionName) throw new AppError("CONFLICT", IDEMPOTENCY_MESSAGES.otherFunction);
  // A key answers one request: replaying its answer to a different one would report a change that never ran.
  if (stored.payload_hash !== null && stored.payload_hash !== hash) throw new AppError("IDEMPOTENCY_KEY_REUSED", IDEMPOTENCY_MESSAGES.otherPayload);
  return { status: stored.status_code, body: stored.response as Record<string, unknown> };
}

function expired() {
  return lt(idempotencyKeys.created_at, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`);
}

/** Forgets answers older than a day; safe to run on every instance at once. */
export async function pruneIdempotencyKeys(db: Db): Promise<number> {
  const deleted = await db.delete(idempotencyKeys).where(expired()).returning({ key: idempotencyKeys.key });
  return deleted.length;
}

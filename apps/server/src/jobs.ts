import type { App } from "./app.ts";
import { pruneIdempotencyKeys } from "./core/functions/run-function.ts";

const HOUR_MS = 60 * 60 * 1000;

/** Periodic upkeep; every job is safe to run on every instance at once. Returns a stop function. */
export function startJobs(app: App): () => void {
  const timer = setInterval(() => {
    pruneIdempotencyKeys(app.services.db).catch((error) => app.log.warn({ err: error }, "idempotency prune failed"));
  }, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}

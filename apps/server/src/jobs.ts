import type { App } from "./app.ts";
import { pruneIdempotencyKeys } from "./core/functions/run-function.ts";
import { sweepUploads } from "./core/uploads/sweep-uploads.ts";

const HOUR_MS = 60 * 60 * 1000;

/** Periodic upkeep; every job is safe to run on every instance at once. Returns a stop function. */
export function startJobs(app: App): () => void {
  const sweep = () =>
    sweepUploads(app.services.db, app.services.config, app.services.clock.now()).catch((error) => app.log.warn({ err: error }, "upload sweep failed"));
  void sweep();
  const timer = setInterval(() => {
    pruneIdempotencyKeys(app.services.db).catch((error) => app.log.warn({ err: error }, "idempotency prune failed"));
    void sweep();
  }, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}

import type { App } from "./app.ts";
import { pruneIdempotencyKeys } from "./core/functions/run-function.ts";
import { expireMemberships } from "./core/membership/expire-memberships.ts";
import { grantDueSupernovas } from "./core/membership/supernovas.ts";
import { sweepUploads } from "./core/uploads/sweep-uploads.ts";

const HOUR_MS = 60 * 60 * 1000;
// A lapsed rank goes within a minute of its expiry.
const MEMBERSHIP_MS = 60 * 1000;

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
  const upkeepMemberships = async () => {
    const now = app.services.clock.now();
    await expireMemberships(app.services.db, now);
    await grantDueSupernovas(app.services.db, now);
  };
  void upkeepMemberships().catch((error) => app.log.warn({ err: error }, "membership upkeep failed"));
  const membershipTimer = setInterval(() => {
    upkeepMemberships().catch((error) => app.log.warn({ err: error }, "membership upkeep failed"));
  }, MEMBERSHIP_MS);
  membershipTimer.unref();
  return () => {
    clearInterval(timer);
    clearInterval(membershipTimer);
  };
}

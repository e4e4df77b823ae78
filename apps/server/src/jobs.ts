import type { App } from "./app.ts";
import { runBattleTick } from "./core/settlement/battle-tick.ts";
import { runTournamentTick } from "./core/tournaments/tournament-tick.ts";
import { pruneIdempotencyKeys } from "./core/functions/run-function.ts";
import { pruneLiveEvents } from "./core/live/live-bus.ts";
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
    // The replay log is kept for minutes; every instance may prune it at once.
    await pruneLiveEvents(app.services.db);
  };
  void upkeepMemberships().catch((error) => app.log.warn({ err: error }, "membership upkeep failed"));
  const membershipTimer = setInterval(() => {
    upkeepMemberships().catch((error) => app.log.warn({ err: error }, "membership upkeep failed"));
  }, MEMBERSHIP_MS);
  membershipTimer.unref();
  const stopBattles = startBattleTicks(app);
  return () => {
    clearInterval(timer);
    clearInterval(membershipTimer);
    stopBattles();
  };
}

/**
 * Moves tournaments and battles through their phases and settles battles every few seconds. Ticks never overlap on one
 * instance; across instances the tick itself is safe (row locks, SKIP LOCKED, settle once).
 */
function startBattleTicks(app: App): () => void {
  const seconds = app.services.config.battleTickSeconds;
  if (seconds === 0) return () => undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const now = app.services.clock.now();
      await runTournamentTick(app.services.db, now, app.services.random);
      const report = await runBattleTick(app.services.db, now);
      if (report.settled.length) app.log.info({ settled: report.settled }, "battles settled");
      if (report.failed.length) app.log.error({ failed: report.failed }, "battle settlement failed");
    } catch (error) {
      app.log.warn({ err: error }, "battle tick failed");
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

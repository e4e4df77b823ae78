import { z } from "zod";
import { defineJob } from "../jobs/define-job.ts";
import { runTournamentTick } from "../tournaments/tournament-tick.ts";
import { runBattleTick } from "./battle-tick.ts";
import { notificationMailer } from "../notifications/notification-mailer.ts";

/**
 * Moves tournaments and battles through their phases and settles battles whose voting is over,
 * every BATTLE_TICK_SECONDS. Tournaments first, so a bracket drawn this tick has its battles
 * moved in the same pass. Each step is its own idempotent transactions (row locks, SKIP LOCKED,
 * settle once), so a tick cut short by a crash is simply run again by the next.
 */
export const battleTickJob = defineJob({
  name: "battles.tick",
  payload: z.object({}),
  // Ticks come every few seconds; one stuck far longer than that is better failed and replaced.
  timeoutMs: 60_000,
  maxAttempts: 1,
  async run({ db, clock, random, log, config }) {
    const now = clock.now();
    const mailer = notificationMailer(config);
    await runTournamentTick(db, now, mailer, random);
    const report = await runBattleTick(db, now, mailer);
    if (report.settled.length) log.info({ settled: report.settled }, "battles settled");
    if (report.failed.length) log.error({ failed: report.failed }, "battle settlement failed");
  },
});

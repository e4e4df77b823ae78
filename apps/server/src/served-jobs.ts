import type { Config } from "./config.ts";
import { battleTickJob } from "./core/settlement/battle-tick.job.ts";
import { resultNoticesJob } from "./core/settlement/result-notices.job.ts";
import { pruneIdempotencyKeysJob } from "./core/functions/prune-idempotency-keys.job.ts";
import { DEFAULT_QUEUE, MEDIA_QUEUE, type JobDefinition, type JobSchedule } from "./core/jobs/define-job.ts";
import { pruneJobsJob } from "./core/jobs/prune-jobs.job.ts";
import { pruneLiveEventsJob } from "./core/live/prune-live-events.job.ts";
import { membershipUpkeepJob } from "./core/membership/membership-upkeep.job.ts";
import { sweepUploadsJob } from "./core/uploads/sweep-uploads.job.ts";
import { processTrackJob } from "./core/media/process-track.job.ts";
import { sendMailJob } from "./core/mail/send-mail.job.ts";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Every job kind this server runs, one a line (its `*.job.ts` under its domain). */
export const JOBS: JobDefinition[] = [
  battleTickJob,
  resultNoticesJob,
  membershipUpkeepJob,
  pruneLiveEventsJob,
  sweepUploadsJob,
  pruneIdempotencyKeysJob,
  pruneJobsJob,
  processTrackJob,
  sendMailJob,
];

/** The periodic ones: each runs once per slot across every instance. */
export function jobSchedules(config: Config): JobSchedule[] {
  return [
    // BATTLE_TICK_SECONDS=0 turns the battle lifecycle off (tests that drive it themselves).
    ...(config.battleTickSeconds > 0 ? [{ job: battleTickJob, everyMs: config.battleTickSeconds * 1000 }] : []),
    // A lapsed rank goes within a minute of its expiry.
    { job: membershipUpkeepJob, everyMs: MINUTE_MS },
    { job: pruneLiveEventsJob, everyMs: MINUTE_MS },
    { job: sweepUploadsJob, everyMs: HOUR_MS },
    { job: pruneIdempotencyKeysJob, everyMs: HOUR_MS },
    { job: pruneJobsJob, everyMs: HOUR_MS },
  ];
}

/** Jobs at once per queue on this instance. */
export function jobConcurrency(config: Config): Record<string, number> {
  return { [DEFAULT_QUEUE]: config.jobs.concurrency, [MEDIA_QUEUE]: config.jobs.mediaConcurrency };
}

import { defineJob, MEDIA_QUEUE } from "../jobs/define-job.ts";
import { PROCESS_TRACK_JOB, processTrackPayload } from "../uploads/queue-track-processing.ts";
import { processTrack, PROCESSING_TIMEOUT_MS } from "./process-track.ts";

/**
 * Processes one track (measures, renders, fingerprints) on the media queue, `MEDIA_JOBS_CONCURRENCY`
 * at once per instance. Its record is written in the job's completing transaction, so the track's
 * new status and the job's completion commit together; a rerun after a crash finds the track no
 * longer `processing` and does nothing, or, if the first run never committed, does it all again.
 * A failure of ours (the bucket unreachable) is retried; a file FFmpeg cannot read is an answer
 * (`failed` with its reason), not a failed job.
 */
export const processTrackJob = defineJob({
  name: PROCESS_TRACK_JOB,
  payload: processTrackPayload,
  queue: MEDIA_QUEUE,
  // FFmpeg's own limit, plus the copy from the bucket and storing the renditions.
  timeoutMs: PROCESSING_TIMEOUT_MS + 5 * 60_000,
  async run({ db, config, clock, log, transaction, signal }, { beat_id }) {
    const started = performance.now();
    const result = await processTrack({ db, config, clock, transaction }, beat_id, signal);
    log.info({ beatId: beat_id, result, ms: Math.round(performance.now() - started) }, "track processed");
  },
});

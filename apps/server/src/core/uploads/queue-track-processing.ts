import { z } from "zod";
import type { Tx } from "../../db/client.ts";
import { enqueueJob } from "../jobs/enqueue-job.ts";

/** The job that processes a track (`core/media/process-track.job.ts`), named here so uploads can queue it. */
export const PROCESS_TRACK_JOB = "media.process-track";

/** What that job is given: the track, nothing else (it reads the rest from the row when it runs). */
export const processTrackPayload = z.object({ beat_id: z.string().min(1) });

/**
 * Queues the processing of a track in the caller's transaction: it exists only if that commits,
 * and the track's id is its key, so a track queued again (a retried upload, a backfill on every
 * instance at once) while its job is pending gets that same job. Every start of processing comes
 * through here: uploads, and the backfill of tracks that came before processing existed. Uploads
 * sit below media, so the job is named, not imported; the composition root declares it.
 */
export async function queueTrackProcessing(tx: Tx, beatId: string, now: Date): Promise<void> {
  await enqueueJob(tx, PROCESS_TRACK_JOB, { beat_id: beatId }, { key: beatId, now });
}

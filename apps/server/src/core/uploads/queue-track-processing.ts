import type { Tx } from "../../db/client.ts";
import { trackProcessorOf } from "../media/track-processor.ts";
import { onCommit } from "../transactions/after-commit.ts";

/**
 * Queues the processing of a track (core/media/process-track.ts) once the caller's transaction
 * commits, never if it rolls back. Every start of processing goes through here: uploads, and the
 * backfill of tracks that came before processing existed. This is the seam between the upload and
 * background work: here it hands the track to this process's serial `TrackProcessor`; with the
 * durable job queue its body is `enqueueJob(tx, processAudioJob, { beat_id })`, the job
 * (core/uploads/process-audio.job.ts) calling `processTrack`.
 */
export async function queueTrackProcessing(tx: Tx, beatId: string): Promise<void> {
  onCommit(tx, (db) => trackProcessorOf(db)?.enqueue(beatId));
}

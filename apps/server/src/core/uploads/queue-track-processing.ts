import type { Db, Tx } from "../../db/client.ts";
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

/** What runs queued tracks in this process (core/media's `TrackProcessor`). */
export interface TrackRunner {
  enqueue(beatId: string): void;
}

const processors = new WeakMap<Db, TrackRunner>();

/** Makes `processor` the one that runs the tracks queued on `db`. */
export function registerTrackProcessor(db: Db, processor: TrackRunner): void {
  processors.set(db, processor);
}

/** The processor of a database, if this process runs one. */
export function trackProcessorOf<R extends TrackRunner = TrackRunner>(db: Db): R | undefined {
  return processors.get(db) as R | undefined;
}

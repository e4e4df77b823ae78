import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { MEDIA_TYPE_KIND, type MediaType } from "@soundship/shared";
import { eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import { beats } from "../../db/schema.ts";
import { retryOnConflict } from "../transactions/retry-transaction.ts";
import { originalObjectKey } from "../uploads/s3-storage.ts";
import { removeStored, storeLocalFile, uploadStorage, type UploadStorage } from "../uploads/storage.ts";
import { publicUrlOf } from "../uploads/upload-links.ts";
import { analyseAudio, PREVIEW } from "./analyse-audio.ts";
import { analyseVideo, POSTER } from "./analyse-video.ts";
import { ffmpegBinary } from "./ffmpeg.ts";
import type { Outcome } from "./outcome.ts";
import { finishTrack, type TrackFacts } from "./finish-track.ts";
import type { Rendition } from "../uploads/renditions.ts";
import type { MediaDeps, ProcessResult } from "./media-deps.ts";

// Far beyond what a 100 MB file takes (seconds); only a file that hangs the decoder gets near it.
export const PROCESSING_TIMEOUT_MS = 15 * 60_000;

/**
 * Processes one track (DESIGN.md section 6, Audio): reads its stored file (from the bucket into a
 * temporary file with S3), measures and renders it with FFmpeg, stores the renditions under keys of
 * their own, and records everything in one transaction with the track's new status. Idempotent: a
 * track that is no longer `processing` is left alone, and a second run after a crash redoes the
 * work and replaces what the first left.
 */
export async function processTrack(deps: MediaDeps, beatId: string, signal?: AbortSignal): Promise<ProcessResult> {
  const [beat] = await deps.db.select().from(beats).where(eq(beats.id, beatId));
  if (!beat || beat.status !== "processing") return "skipped";
  const kind = MEDIA_TYPE_KIND[beat.media_type as MediaType];
  if (kind === "model" || !beat.storage_key) return finishTrack(deps, beat, { ok: true, value: { renditions: [] } });
  const storage = uploadStorage(deps.config);
  const work = await mkdtemp(storage.kind === "disk" ? await workDir(storage) : path.join(tmpdir(), "soundship-media-"));
  const made: Rendition[] = [];
  try {
    const input = storage.kind === "disk" ? storage.disk.pathOf(beat.storage_key) : path.join(work, "original");
    if (storage.kind === "s3") await storage.s3.download(originalObjectKey(beat.storage_key, beat.content_type ?? ""), input);
    const binary = ffmpegBinary(deps.config);
    const outcome = kind === "video" ? await videoFacts(binary, input, work, made, signal) : await audioFacts(binary, input, work, made, signal);
    const stored: Rendition[] = [];
    if (outcome.ok) {
      for (const rendition of made) {
        await storeLocalFile(storage, rendition.key, path.join(work, rendition.key), rendition.contentType);
        stored.push(rendition);
      }
      for (const rendition of stored) urlOf(outcome.value, rendition, deps.config, storage);
    }
    const result = await retryOnConflict(() => finishTrack(deps, beat, outcome));
    // The track was deleted or finished by another run meanwhile: what this run stored is nobody's.
    if (result === "skipped") await Promise.all(stored.map((rendition) => removeStored(storage, rendition.key)));
    return result;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Renditions are written next to the uploads on disk, so storing one is a rename. */
async function workDir(storage: Extract<UploadStorage, { kind: "disk" }>): Promise<string> {
  await mkdir(storage.disk.incomingDir, { recursive: true });
  return path.join(storage.disk.incomingDir, "media-");
}

async function audioFacts(binary: string, input: string, work: string, made: Rendition[], signal?: AbortSignal): Promise<Outcome<TrackFacts>> {
  const preview: Rendition = { key: `${randomUUID()}.${PREVIEW.extension}`, kind: "preview", contentType: PREVIEW.contentType };
  const analysed = await analyseAudio(binary, input, path.join(work, preview.key), PROCESSING_TIMEOUT_MS, signal);
  if (!analysed.ok) return analysed;
  const peaks: Rendition = { key: `${randomUUID()}.json`, kind: "peaks", contentType: "application/json" };
  await writeFile(path.join(work, peaks.key), JSON.stringify(analysed.value.peaks));
  made.push(preview, peaks);
  return { ok: true, value: { audio: analysed.value, renditions: [preview, peaks] } };
}

async function videoFacts(binary: string, input: string, work: string, made: Rendition[], signal?: AbortSignal): Promise<Outcome<TrackFacts>> {
  const poster: Rendition = { key: `${randomUUID()}.${POSTER.extension}`, kind: "poster", contentType: POSTER.contentType };
  const analysed = await analyseVideo(binary, input, path.join(work, poster.key), PROCESSING_TIMEOUT_MS, signal);
  if (!analysed.ok) return analysed;
  made.push(poster);
  return { ok: true, value: { videoSeconds: analysed.value.durationSeconds, renditions: [poster] } };
}

/** Notes where a stored rendition is read from, for the track's record. */
function urlOf(facts: TrackFacts, rendition: Rendition, config: Config, storage: UploadStorage): void {
  facts.urls ??= {};
  facts.urls[rendition.kind] = publicUrlOf(config, storage, rendition.key);
}

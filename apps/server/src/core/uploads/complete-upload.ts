import { MEDIA_TYPE_KIND, type MediaType } from "@soundship/shared";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Pilot } from "../identity/pilot.ts";
import type { Clock } from "../clock.ts";
import { AppError, notFound } from "../errors.ts";
import { claimUpload, findUpload, releaseUpload } from "./pending-uploads.ts";
import { recordUpload, type BeatRow } from "./record-upload.ts";
import { sniff, SNIFF_BYTES } from "./sniff.ts";
import { uploadStorage } from "./storage.ts";
import { bytesNotOfKind, endedEarly } from "./upload-errors.ts";
import { originalUrlOf } from "./upload-links.ts";

interface Deps {
  db: Db;
  config: Config;
  clock: Clock;
}

const NOT_YET = "The file has not arrived yet";
const notYet = () => new AppError("UPLOAD_INCOMPLETE", NOT_YET);
const replaced = () => new AppError("CONFLICT", "The uploaded file changed while it was being checked; upload it again");

/**
 * Called by the client after its PUT. On this server's own disk the PUT already made the track and
 * this only returns it. With S3 the bucket took the bytes at a staging key: one ranged read gives
 * their size, first bytes and version; the type recorded is the one the bytes proved to be, and
 * exactly the version checked is copied to the key the track is served from. Calling it twice
 * returns the same track.
 */
export async function completeUpload(deps: Deps, pilot: Pilot, uploadId: string): Promise<BeatRow> {
  const upload = await findUpload(deps.db, uploadId);
  if (!upload || (upload.user_email !== pilot.email && pilot.role !== "admin")) throw notFound();
  const storage = uploadStorage(deps.config);
  const fileUrl = originalUrlOf(deps.config, storage, upload.storage_key, upload.content_type);
  if (upload.status === "complete") return recordUpload(deps.db, upload.id, { contentType: upload.content_type, durationSeconds: null, fileUrl }, deps.clock.now());
  if (storage.kind === "disk") throw notYet();
  const attempt = await claimUpload(deps.db, upload.id, deps.clock.now());
  if (!attempt) throw new AppError("UPLOAD_LINK_USED", "This upload is already being completed");
  const key = upload.storage_key;
  try {
    const staged = await storage.s3.readStaged(key, SNIFF_BYTES);
    if (staged === null) throw notYet();
    const kind = MEDIA_TYPE_KIND[upload.media_type as MediaType];
    // S3 enforces the signed length; a different size here means the object was replaced. Refuse it.
    if (staged.size !== upload.size) throw endedEarly(staged.size, upload.size);
    const detected = await sniff(staged.head);
    if (!detected || detected.kind !== kind) throw bytesNotOfKind(kind);
    let placed = false;
    const place = async () => {
      if (placed) return;
      if (!(await storage.s3.promote(key, staged, detected.contentType))) throw replaced();
      placed = true;
    };
    const beat = await recordUpload(deps.db, upload.id, { contentType: detected.contentType, durationSeconds: null, fileUrl }, deps.clock.now(), { attempt, place });
    await storage.s3.removeStaged(key).catch(() => undefined);
    return beat;
  } catch (error) {
    // A refused file goes; one that has not arrived, or a bucket that did not answer, is left to retry.
    if (error instanceof AppError && error.message !== NOT_YET) await storage.s3.remove(key);
    await releaseUpload(deps.db, upload.id, attempt, deps.clock.now());
    throw error;
  }
}

import { rm } from "node:fs/promises";
import type { Readable } from "node:stream";
import { MEDIA_TYPE_KIND, type MediaType } from "@soundship/shared";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../clock.ts";
import { AppError } from "../errors.ts";
import { readAudioDuration } from "./audio-duration.ts";
import { claimUpload, findUpload, LEASE_RENEWAL_MS, releaseUpload, renewUpload, type UploadRow } from "./pending-uploads.ts";
import { receiveFile } from "./receive-file.ts";
import { recordUpload, type BeatRow } from "./record-upload.ts";
import { uploadStorage } from "./storage.ts";
import { largerThanSigned, tooLargeForKind } from "./upload-errors.ts";
import { filePath } from "./upload-links.ts";
import { signatureMatches } from "./upload-signature.ts";

export interface UploadPut {
  uploadId: string;
  expires: number;
  signature: string;
  /** The request's Content-Type, without parameters. */
  contentType: string;
  /** The request's Content-Length, when it sent one. */
  contentLength: number | null;
  body: Readable;
}

interface Deps {
  db: Db;
  config: Config;
  clock: Clock;
}

/**
 * The embedded upload endpoint's rules. The signed link alone is the credential (SPEC.md section 7:
 * the file is PUT to uploadUrl with its content type), as with S3: it binds the pilot, the upload,
 * the type, the size and a short expiry, and it is spent once a file is recorded. The body must be
 * the signed type and size and within the kind's cap; then the bytes stream to disk, are checked,
 * placed and recorded. Whatever fails, no file is left behind and the link may be tried again until
 * it expires — also after a crash, once the dead attempt's lease has run out.
 */
export async function acceptUpload(deps: Deps, put: UploadPut): Promise<BeatRow> {
  const upload = await checkLink(deps, put);
  const storage = uploadStorage(deps.config);
  if (storage.kind !== "disk") throw new AppError("NOT_FOUND", "Uploads go straight to the bucket on this server");
  const attempt = await claimUpload(deps.db, upload.id, deps.clock.now());
  if (!attempt) {
    throw new AppError("UPLOAD_LINK_USED", upload.status === "complete" ? "This upload link was already used" : "This upload is already in progress");
  }
  const key = upload.storage_key;
  // Whatever an attempt that lost its lease left half-written goes now, not at the next sweep.
  await storage.disk.removePartials(key);
  const kind = MEDIA_TYPE_KIND[upload.media_type as MediaType];
  const tempPath = await storage.disk.incomingPath(key);
  let placed = false;
  try {
    const detected = await receiveFile(put.body, { tempPath, size: upload.size, kind, onProgress: leaseRenewer(deps, upload.id, attempt) });
    const durationSeconds = kind === "audio" ? await readAudioDuration(tempPath) : null;
    const place = async () => {
      if (placed) return;
      await storage.disk.commit(tempPath, key);
      placed = true;
    };
    const facts = { contentType: detected.contentType, durationSeconds, fileUrl: filePath(deps.config, key) };
    return await recordUpload(deps.db, upload.id, facts, deps.clock.now(), { attempt, place });
  } catch (error) {
    if (placed) await storage.disk.remove(key);
    await rm(tempPath, { force: true });
    await releaseUpload(deps.db, upload.id, attempt, deps.clock.now());
    throw error;
  }
}

/** Renews the attempt's lease while bytes keep arriving, at most once per renewal period. */
function leaseRenewer({ db, clock }: Deps, uploadId: string, attempt: string): () => void {
  let renewed = clock.now().getTime();
  return () => {
    const now = clock.now();
    if (now.getTime() - renewed < LEASE_RENEWAL_MS) return;
    renewed = now.getTime();
    void renewUpload(db, uploadId, attempt, now).catch(() => undefined);
  };
}

/** Every check that needs no byte of the body, so a bad request is refused before it is read. */
async function checkLink({ db, config, clock }: Deps, put: UploadPut): Promise<UploadRow> {
  const upload = await findUpload(db, put.uploadId);
  const terms = upload && { uploadId: upload.id, pilot: upload.user_email, contentType: upload.content_type, size: upload.size, expires: put.expires };
  if (!upload || !terms || !signatureMatches(config.authSecret, terms, put.signature)) {
    throw new AppError("UPLOAD_LINK_INVALID", "This upload link is not valid");
  }
  if (put.expires * 1000 <= clock.now().getTime()) throw new AppError("UPLOAD_LINK_EXPIRED", "This upload link has expired; start the upload again");
  if (put.contentType !== upload.content_type) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", `This upload link is signed for ${upload.content_type}, not ${put.contentType || "no Content-Type"}`);
  }
  const kind = MEDIA_TYPE_KIND[upload.media_type as MediaType];
  const cap = config.uploads.maxBytes[kind];
  if (upload.size > cap) throw tooLargeForKind(kind, cap);
  if (put.contentLength !== null && put.contentLength > upload.size) throw largerThanSigned(upload.size);
  if (put.contentLength !== null && put.contentLength < upload.size) {
    throw new AppError("UPLOAD_INCOMPLETE", `The body is ${put.contentLength} bytes but this upload link is signed for ${upload.size}`);
  }
  return upload;
}

import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { STORAGE_KEY } from "./disk-storage.ts";
import { originalFileType, referencedFileType } from "./file-references.ts";
import { originalIsPrivate, originalObjectKey } from "./s3-storage.ts";
import { uploadStorage } from "./storage.ts";

/**
 * A file this server answers for: on disk, where it lies and the type its bytes proved to be; in a
 * bucket, the object of a private audio original, which the server hands out as a presigned link.
 */
export type UploadedFile = { kind: "disk"; root: string; key: string; contentType: string } | { kind: "s3"; key: string; presignedUrl: () => Promise<string> };

/**
 * The file under `key`, if an existing track or a battle submission refers to it: a deleted track's
 * file is gone at once, even before the disk is cleaned, unless a battle still plays it. Only keys
 * the server made are looked up, so no path can leave the uploads folder. In a bucket, only private
 * originals: the bucket serves everything else itself.
 */
export async function findUploadedFile(db: Db, config: Config, key: string): Promise<UploadedFile | null> {
  if (!STORAGE_KEY.test(key)) return null;
  const storage = uploadStorage(config);
  if (storage.kind === "s3") {
    const contentType = await originalFileType(db, key);
    if (!contentType || !originalIsPrivate(contentType)) return null;
    return { kind: "s3", key, presignedUrl: () => storage.s3.presignGet(originalObjectKey(key, contentType)) };
  }
  const contentType = await referencedFileType(db, key);
  if (contentType === undefined) return null;
  return { kind: "disk", root: storage.disk.root, key, contentType: contentType ?? "application/octet-stream" };
}

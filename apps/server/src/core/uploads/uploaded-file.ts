import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { STORAGE_KEY } from "./disk-storage.ts";
import { referencedFileType } from "./file-references.ts";
import { uploadStorage } from "./storage.ts";

/** Where an uploaded file lies on this server's disk, and the type its bytes proved to be. */
export interface UploadedFile {
  root: string;
  key: string;
  contentType: string;
}

/**
 * The file under `key`, if an existing track or a battle submission refers to it: a deleted track's
 * file is gone at once, even before the disk is cleaned, unless a battle still plays it. Only keys the server made are looked up, so no path can leave
 * the uploads folder. Null with bucket storage, where the bucket serves files.
 */
export async function findUploadedFile(db: Db, config: Config, key: string): Promise<UploadedFile | null> {
  const storage = uploadStorage(config);
  if (storage.kind !== "disk" || !STORAGE_KEY.test(key)) return null;
  const contentType = await referencedFileType(db, key);
  if (contentType === undefined) return null;
  return { root: storage.disk.root, key, contentType: contentType ?? "application/octet-stream" };
}

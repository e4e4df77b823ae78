import { eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { beats } from "../../db/schema.ts";
import { STORAGE_KEY } from "./disk-storage.ts";
import { uploadStorage } from "./storage.ts";

/** Where an uploaded file lies on this server's disk, and the type its bytes proved to be. */
export interface UploadedFile {
  root: string;
  key: string;
  contentType: string;
}

/**
 * The file under `key`, if it belongs to an existing track: a deleted track's file is gone at once,
 * even before the disk is cleaned. Only keys the server made are looked up, so no path can leave
 * the uploads folder. Null with bucket storage, where the bucket serves files.
 */
export async function findUploadedFile(db: Db, config: Config, key: string): Promise<UploadedFile | null> {
  const storage = uploadStorage(config);
  if (storage.kind !== "disk" || !STORAGE_KEY.test(key)) return null;
  const [beat] = await db.select({ contentType: beats.content_type }).from(beats).where(eq(beats.storage_key, key));
  if (!beat) return null;
  return { root: storage.disk.root, key, contentType: beat.contentType ?? "application/octet-stream" };
}

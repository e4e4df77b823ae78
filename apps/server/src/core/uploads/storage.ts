import type { Config } from "../../config.ts";
import { DiskStorage } from "./disk-storage.ts";
import { originalObjectKey, S3Storage } from "./s3-storage.ts";

/** Where uploaded files live: local disk by default, an S3 bucket when S3_BUCKET is set. */
export type UploadStorage = { kind: "disk"; disk: DiskStorage } | { kind: "s3"; s3: S3Storage };

const byConfig = new WeakMap<Config, UploadStorage>();

/** The storage of a configuration; one per server, so the S3 client and its connections are shared. */
export function uploadStorage(config: Config): UploadStorage {
  let storage = byConfig.get(config);
  if (!storage) {
    storage = config.uploads.s3 ? { kind: "s3", s3: new S3Storage(config.uploads.s3) } : { kind: "disk", disk: new DiskStorage(config.dataDir) };
    byConfig.set(config, storage);
  }
  return storage;
}

/** Removes a stored file; a file already gone is fine. */
export function removeStored(storage: UploadStorage, key: string): Promise<void> {
  return storage.kind === "disk" ? storage.disk.remove(key) : storage.s3.remove(key);
}

/** Stores a file the server made itself under `key`. */
export function storeFile(storage: UploadStorage, key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  return storage.kind === "disk" ? storage.disk.write(key, bytes) : storage.s3.put(key, bytes, contentType);
}

/** Stores an original the server made itself (starter tracks) where uploads of its type lie. */
export function storeOriginal(storage: UploadStorage, key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  return storage.kind === "disk" ? storage.disk.write(key, bytes) : storage.s3.put(originalObjectKey(key, contentType), bytes, contentType);
}

/** Stores a file the server made on local disk under `key`: moved into place on disk, streamed to a bucket. */
export async function storeLocalFile(storage: UploadStorage, key: string, path: string, contentType: string): Promise<void> {
  if (storage.kind === "disk") return storage.disk.commit(path, key);
  await storage.s3.putFile(key, path, contentType);
}

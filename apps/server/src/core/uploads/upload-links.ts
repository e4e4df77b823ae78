import type { Config } from "../../config.ts";
import { originalIsPrivate } from "./s3-storage.ts";
import type { UploadStorage } from "./storage.ts";

/** The embedded server's paths, relative so they work whatever host name the app was opened on. */
export const uploadPath = (config: Config, uploadId: string) => `/api/apps/${config.appId}/uploads/${uploadId}`;
export const filePath = (config: Config, key: string) => `/api/apps/${config.appId}/files/${key}`;

/** Where an uploaded file is read from: this server, or the bucket. */
export function publicUrlOf(config: Config, storage: UploadStorage, key: string): string {
  return storage.kind === "s3" ? storage.s3.publicUrl(key) : filePath(config, key);
}

/**
 * Where an upload's original is read from. On disk, this server; in a bucket, the bucket, except
 * for audio originals, which lie where the bucket publishes nothing and are read through this
 * server, which checks who asks (decisions/023).
 */
export function originalUrlOf(config: Config, storage: UploadStorage, key: string, contentType: string): string {
  return storage.kind === "s3" && !originalIsPrivate(contentType) ? storage.s3.publicUrl(key) : filePath(config, key);
}

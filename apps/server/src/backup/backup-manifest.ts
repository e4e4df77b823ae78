import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { z } from "zod";

/** Bumped when the layout of a backup folder changes; restore refuses a version it does not know. */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = "manifest.json";
/** Uploaded files are kept under this folder of the backup, by storage key. */
export const FILES_FOLDER = "files";
/** For S3 storage: the object keys, one a line, for the provider's own copy tools. */
export const OBJECT_LIST_FILE = "s3-objects.txt";

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** A storage key as a relative path that stays inside the folder it is joined to. */
const storageKey = z
  .string()
  .min(1)
  .max(1024)
  .refine((key) => !key.startsWith("/") && !key.split(/[\\/]/).includes(".."), "must be a relative path without ..");

export const storedFileSchema = z.object({
  key: storageKey,
  bytes: z.number().int().min(0),
  /** Absent when the S3 object was only listed, not copied. */
  sha256: sha256.optional(),
  /** The object's Content-Type on S3, put back with it. */
  content_type: z.string().optional(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** What a backup folder holds; written last, so a folder without one is an unfinished backup. */
export const manifestSchema = z.object({
  format: z.literal("soundship-backup"),
  version: z.literal(BACKUP_FORMAT_VERSION),
  created_at: z.iso.datetime({ offset: true }),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    /** A data-directory archive (embedded) or a pg_dump custom-format archive (PostgreSQL). */
    file: z.string(),
    bytes: z.number().int().min(0),
    sha256,
  }),
  files: z.object({
    storage: z.enum(["disk", "s3"]),
    /** False when only the S3 object list was written (the objects are copied with the provider's tools). */
    copied: z.boolean(),
    count: z.number().int().min(0),
    bytes: z.number().int().min(0),
    list: z.array(storedFileSchema),
  }),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** The SHA-256 of a file, read as a stream (uploads may be gigabytes). */
export async function fileSha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

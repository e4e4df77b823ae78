import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config.ts";
import { BackupError } from "./backup-error.ts";
import { BACKUP_FORMAT_VERSION, FILES_FOLDER, fileSha256, MANIFEST_FILE, manifestSchema, type Manifest } from "./backup-manifest.ts";
import { DATABASE_FILE, databaseContents, databaseKind, dumpDatabase, restoreDatabase } from "./database-archive.ts";
import { backupFiles, restoreFiles, storedContents } from "./file-archive.ts";

export interface BackupOptions {
  /** When the backup is made, for its manifest. */
  now: Date;
  /** S3 only: false writes the object list without copying the objects. */
  copyObjects?: boolean;
}

/**
 * Writes a backup of this install into the new folder `dir`: the database, the uploaded files and
 * a manifest (format version, time, database kind, file count, checksums), written last, so a
 * folder with a manifest is a finished backup.
 */
export async function backupInstall(config: Config, dir: string, options: BackupOptions): Promise<Manifest> {
  if (existsSync(dir) && (await readdir(dir)).length > 0) throw new BackupError(`${dir} is not empty: back up into a new folder`);
  await mkdir(dir, { recursive: true });
  const kind = databaseKind(config);
  const databaseFile = path.join(dir, DATABASE_FILE[kind]);
  await dumpDatabase(config, databaseFile);
  const files = await backupFiles(config, dir, options.copyObjects ?? true);
  const manifest: Manifest = {
    format: "soundship-backup",
    version: BACKUP_FORMAT_VERSION,
    created_at: options.now.toISOString(),
    database: { kind, file: DATABASE_FILE[kind], bytes: (await stat(databaseFile)).size, sha256: await fileSha256(databaseFile) },
    files,
  };
  await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Brings a backup back onto an empty install: same database kind and storage kind as the backup,
 * no tables in the database, no files in the storage. Every checksum is checked before anything
 * is written, so a damaged backup changes nothing.
 */
export async function restoreInstall(config: Config, dir: string): Promise<Manifest> {
  const manifest = await readManifest(dir);
  const kind = databaseKind(config);
  if (manifest.database.kind !== kind) {
    throw new BackupError(
      manifest.database.kind === "postgres"
        ? "This backup is of a PostgreSQL database: set DATABASE_URL to an empty PostgreSQL database to restore it"
        : "This backup is of the embedded database: unset DATABASE_URL and point DATA_DIR at an empty folder to restore it",
    );
  }
  const storage = config.uploads.s3 ? "s3" : "disk";
  if (manifest.files.storage !== storage) {
    throw new BackupError(`This backup's files come from ${manifest.files.storage === "s3" ? "an S3 bucket: set S3_BUCKET and its S3_* variables" : "disk storage: unset S3_BUCKET"} to restore them`);
  }
  await verifyChecksums(dir, manifest);
  const taken = [await databaseContents(config), await storedContents(config)].filter(Boolean);
  if (taken.length > 0) {
    throw new BackupError(`Restore needs an empty install, but ${taken.join(" and ")}. Restore into a new database, DATA_DIR or bucket; nothing was changed.`);
  }
  await restoreDatabase(config, path.join(dir, manifest.database.file));
  if (manifest.files.copied) await restoreFiles(config, dir, manifest.files.list);
  return manifest;
}

async function readManifest(dir: string): Promise<Manifest> {
  const file = path.join(dir, MANIFEST_FILE);
  if (!existsSync(file)) throw new BackupError(`${dir} has no ${MANIFEST_FILE}: it is not a finished Soundship backup`);
  const parsed = manifestSchema.safeParse(JSON.parse(await readFile(file, "utf8")));
  if (!parsed.success) throw new BackupError(`${file} is not a manifest this version can restore: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

async function verifyChecksums(dir: string, manifest: Manifest): Promise<void> {
  const expected = [
    { file: manifest.database.file, sha256: manifest.database.sha256 },
    ...(manifest.files.copied ? manifest.files.list.map((stored) => ({ file: path.join(FILES_FOLDER, stored.key), sha256: stored.sha256 })) : []),
  ];
  for (const { file, sha256 } of expected) {
    const full = path.join(dir, file);
    if (!existsSync(full)) throw new BackupError(`The backup is incomplete: ${file} is missing`);
    if (sha256 === undefined || (await fileSha256(full)) !== sha256) throw new BackupError(`The backup is damaged: ${file} does not match its checksum`);
  }
}

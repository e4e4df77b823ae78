import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, mkdir, readdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { Config, S3Config } from "../config.ts";
import { FILES_FOLDER, fileSha256, OBJECT_LIST_FILE, type Manifest, type StoredFile } from "./backup-manifest.ts";

/** Objects under this prefix are uploads still being checked (core/uploads/s3-storage.ts): not files yet. */
const S3_STAGING_PREFIX = "incoming/";
/** Files still arriving on disk sit here (core/uploads/disk-storage.ts). */
const DISK_INCOMING = ".incoming";

const uploadsDir = (config: Config) => path.join(config.dataDir, "uploads");

function s3Client(s3: S3Config): S3Client {
  return new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId!, secretAccessKey: s3.secretAccessKey! },
  });
}

/**
 * Copies the uploaded files into `dir/files`, each with its checksum: the folder DATA_DIR/uploads
 * on disk storage; every object of the bucket on S3 (except uploads still being checked), whose
 * keys are also listed in s3-objects.txt for the provider's own tools. `copyObjects: false` writes
 * only that list, for buckets too large to pass through this machine.
 */
export async function backupFiles(config: Config, dir: string, copyObjects = true): Promise<Manifest["files"]> {
  const target = path.join(dir, FILES_FOLDER);
  await mkdir(target, { recursive: true });
  const s3 = config.uploads.s3;
  const list = s3 ? await backupObjects(s3, dir, target, copyObjects) : await backupDisk(uploadsDir(config), target);
  return { storage: s3 ? "s3" : "disk", copied: !s3 || copyObjects, count: list.length, bytes: list.reduce((sum, file) => sum + file.bytes, 0), list };
}

async function backupDisk(root: string, target: string): Promise<StoredFile[]> {
  const files: StoredFile[] = [];
  for (const key of await filesUnder(root)) {
    const destination = path.join(target, key);
    await mkdir(path.dirname(destination), { recursive: true });
    await copyFile(path.join(root, key), destination);
    files.push({ key, bytes: (await stat(destination)).size, sha256: await fileSha256(destination) });
  }
  return files;
}

async function backupObjects(s3: S3Config, dir: string, target: string, copy: boolean): Promise<StoredFile[]> {
  const client = s3Client(s3);
  try {
    const objects = (await listObjects(client, s3.bucket)).filter((object) => !object.key.startsWith(S3_STAGING_PREFIX));
    await writeFile(path.join(dir, OBJECT_LIST_FILE), objects.map((object) => `${object.key}\n`).join(""));
    if (!copy) return objects.map((object) => ({ key: object.key, bytes: object.bytes }));
    const files: StoredFile[] = [];
    for (const object of objects) {
      const destination = path.join(target, object.key);
      await mkdir(path.dirname(destination), { recursive: true });
      const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: object.key }));
      await pipeline(answer.Body as Readable, createWriteStream(destination));
      files.push({ key: object.key, bytes: (await stat(destination)).size, sha256: await fileSha256(destination), content_type: answer.ContentType });
    }
    return files;
  } finally {
    client.destroy();
  }
}

async function listObjects(client: S3Client, bucket: string, limit?: number): Promise<{ key: string; bytes: number }[]> {
  const objects: { key: string; bytes: number }[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token, MaxKeys: limit }));
    for (const object of page.Contents ?? []) if (object.Key) objects.push({ key: object.Key, bytes: object.Size ?? 0 });
    token = page.IsTruncated && !limit ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

/** What the target storage already holds, in words, or null when it is empty. */
export async function storedContents(config: Config): Promise<string | null> {
  const s3 = config.uploads.s3;
  if (!s3) {
    const count = (await filesUnder(uploadsDir(config))).length;
    return count > 0 ? `${uploadsDir(config)} holds ${count} files` : null;
  }
  const client = s3Client(s3);
  try {
    // One page tells; a page of one object trips some S3-compatible servers when more follow.
    return (await listObjects(client, s3.bucket, 1000)).length > 0 ? `the bucket ${s3.bucket} is not empty` : null;
  } finally {
    client.destroy();
  }
}

/** Puts the backup's files back where the target storage keeps them. */
export async function restoreFiles(config: Config, dir: string, files: StoredFile[]): Promise<void> {
  const source = (key: string) => path.join(dir, FILES_FOLDER, key);
  const s3 = config.uploads.s3;
  if (!s3) {
    for (const file of files) {
      const destination = path.join(uploadsDir(config), file.key);
      await mkdir(path.dirname(destination), { recursive: true });
      await copyFile(source(file.key), destination);
    }
    return;
  }
  const client = s3Client(s3);
  try {
    for (const file of files) await putObject(client, s3.bucket, file, source(file.key));
  } finally {
    client.destroy();
  }
}

/**
 * Streams a file to the bucket through a presigned PUT, as the browser uploads: the file is never
 * held in memory, and the body goes as plain bytes (the SDK would send a stream in its chunked
 * signing encoding, which not every S3-compatible server reads).
 */
async function putObject(client: S3Client, bucket: string, file: StoredFile, from: string): Promise<void> {
  const contentType = file.content_type ?? "application/octet-stream";
  const command = new PutObjectCommand({ Bucket: bucket, Key: file.key, ContentType: contentType, ContentLength: file.bytes });
  const url = await getSignedUrl(client, command, { expiresIn: 3600, signableHeaders: new Set(["content-type", "content-length"]) });
  const body = Readable.toWeb(createReadStream(from)) as ReadableStream;
  const answer = await fetch(url, { method: "PUT", headers: { "content-type": contentType, "content-length": String(file.bytes) }, body, duplex: "half" } as RequestInit);
  if (!answer.ok) throw new Error(`Putting ${file.key} back into the bucket failed: ${answer.status} ${await answer.text()}`);
}

/** Every regular file under `root`, as paths relative to it; files still arriving are left out. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((key) => key.split(path.sep)[0] !== DISK_INCOMING)
    .sort();
}

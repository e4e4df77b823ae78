import type { S3Client } from "@aws-sdk/client-s3";
import { createWriteStream } from "node:fs";
import { readFile } from "node:fs/promises";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { S3Config } from "../../config.ts";

type Sdk = typeof import("@aws-sdk/client-s3") & Pick<typeof import("@aws-sdk/s3-request-presigner"), "getSignedUrl">;

let sdk: Promise<Sdk> | undefined;

/**
 * The AWS SDK, loaded when a bucket is first used rather than when the server starts: its hundreds
 * of modules are about 0.2 s of a start, and a server storing on local disk never needs them.
 */
function loadSdk(): Promise<Sdk> {
  sdk ??= Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/s3-request-presigner")]).then(([s3, presigner]) => ({ ...s3, getSignedUrl: presigner.getSignedUrl }));
  return sdk;
}

/** What a ranged read of a staged object found: its first bytes, its whole size and its version. */
export interface StagedObject {
  head: Uint8Array;
  size: number;
  etag: string;
}

/**
 * Files in an S3-compatible bucket. The browser PUTs to a presigned URL for a staging key; the
 * server checks what arrived there and copies exactly that version to the key the track is served
 * from. The presigned URL stays valid until it expires, but it can only ever replace the staging
 * object, never the file that was checked.
 *
 * Audio originals are copied under `originals/`, which the bucket does not publish
 * (docs/operations.md): they are read through this server, which checks who asks and answers with a
 * presigned GET (decisions/023). Everything else is served by the bucket to whoever has its key.
 */
export class S3Storage {
  private connection?: Promise<{ sdk: Sdk; client: S3Client }>;

  constructor(private readonly config: S3Config) {}

  /** The SDK and this bucket's client, made on first use; one client, so its connections are shared. */
  private connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    this.connection ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: this.config.region,
        endpoint: this.config.endpoint,
        forcePathStyle: this.config.forcePathStyle,
        credentials: { accessKeyId: this.config.accessKeyId!, secretAccessKey: this.config.secretAccessKey! },
      }),
    }));
    return this.connection;
  }

  /** A PUT URL for the key's staging object, signed for this content type and exact length. */
  async presignPut(key: string, contentType: string, size: number, expiresInSeconds: number): Promise<string> {
    const { sdk, client } = await this.connect();
    const command = new sdk.PutObjectCommand({ Bucket: this.config.bucket, Key: stagingKey(key), ContentType: contentType, ContentLength: size });
    return sdk.getSignedUrl(client, command, {
      expiresIn: expiresInSeconds,
      signableHeaders: new Set(["content-type", "content-length"]),
    });
  }

  publicUrl(key: string): string {
    return `${this.config.publicBase}/${key}`;
  }

  /**
   * A GET URL for a private object, valid one to two hours. It is signed as of the start of the
   * hour, so it is the same link within an hour and a browser's cache keeps working; the time is
   * the bucket's (the real clock), which checks the signature against its own. The answer says
   * `attachment`: a download link to another origin is navigated to, not saved, unless the answer
   * asks for it; players and `fetch` ignore the header.
   */
  async presignGet(objectKey: string): Promise<string> {
    const hour = 3_600_000;
    const { sdk, client } = await this.connect();
    const command = new sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: objectKey, ResponseContentDisposition: "attachment" });
    return sdk.getSignedUrl(client, command, {
      expiresIn: 7200,
      signingDate: new Date(Math.floor(Date.now() / hour) * hour),
    });
  }

  /**
   * Reads the first `bytes` bytes of the staged upload with one ranged GET, which also tells its
   * size and ETag, so the check and the copy concern the same version. Null when nothing arrived.
   */
  async readStaged(key: string, bytes: number): Promise<StagedObject | null> {
    const { sdk, client } = await this.connect();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: stagingKey(key), Range: `bytes=0-${bytes - 1}` }));
      const head = object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      const total = /\/(\d+)$/.exec(object.ContentRange ?? "")?.[1];
      return { head, size: total ? Number(total) : (object.ContentLength ?? head.length), etag: object.ETag ?? "" };
    } catch (error) {
      const status = httpStatusOf(error);
      if (status === 404) return null;
      // An empty object has no byte 0 to range over.
      if (status === 416) return { head: new Uint8Array(), size: 0, etag: "" };
      throw error;
    }
  }

  /**
   * Copies the checked version of the staged object to its final key, with the type its bytes
   * proved to be. `CopySourceIfMatch` refuses a version swapped in since the check, and the copy's
   * ETag is compared too, for stores that ignore the condition. False when the object changed.
   */
  async promote(key: string, checked: StagedObject, contentType: string): Promise<boolean> {
    const { sdk, client } = await this.connect();
    try {
      const copied = await client.send(
        new sdk.CopyObjectCommand({
          Bucket: this.config.bucket,
          Key: originalObjectKey(key, contentType),
          CopySource: `${this.config.bucket}/${stagingKey(key)}`,
          CopySourceIfMatch: checked.etag,
          ContentType: contentType,
          MetadataDirective: "REPLACE",
        }),
      );
      if (copied.CopyObjectResult?.ETag === checked.etag) return true;
    } catch (error) {
      if (httpStatusOf(error) !== 412) throw error;
    }
    await this.remove(key);
    return false;
  }

  /** Stores bytes the server made itself (starter content, pictures, renditions) under an object key. */
  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: bytes, ContentType: contentType }));
  }

  /** Streams a stored object to a local file (for processing), in constant memory. */
  async download(key: string, path: string): Promise<void> {
    const { sdk, client } = await this.connect();
    const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
    if (!object.Body) throw new Error(`The bucket answered no body for ${key}`);
    await pipeline(object.Body as Readable, createWriteStream(path));
  }

  /**
   * Stores a file the server made (a preview, peaks, a poster). Read whole: renditions are small
   * (a 128 kbps preview is about 1 MB a minute), and a streamed body would be sent aws-chunked,
   * which not every S3-compatible store reads back as the bytes sent.
   */
  async putFile(key: string, path: string, contentType: string): Promise<void> {
    await this.put(key, await readFile(path), contentType);
  }

  /**
   * Copies a public object under the private prefix (an audio original stored before originals were
   * private). Nothing at the public key is fine: another instance moved it already.
   */
  async copyToPrivate(key: string): Promise<void> {
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.CopyObjectCommand({ Bucket: this.config.bucket, Key: privateKey(key), CopySource: `${this.config.bucket}/${key}` }));
    } catch (error) {
      if (httpStatusOf(error) !== 404) throw error;
    }
  }

  /** Removes a file whichever way it was stored (public or private), and whatever is left at its staging key. */
  async remove(key: string): Promise<void> {
    const { sdk, client } = await this.connect();
    const objects = [key, privateKey(key), stagingKey(key)].map((Key) => ({ Key }));
    await client.send(new sdk.DeleteObjectsCommand({ Bucket: this.config.bucket, Delete: { Objects: objects, Quiet: true } }));
  }

  /** Removes one object by its key in the bucket. */
  async removeObject(objectKey: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectsCommand({ Bucket: this.config.bucket, Delete: { Objects: [{ Key: objectKey }], Quiet: true } }));
  }

  /** Drops the staging object once its bytes are at the final key. */
  removeStaged(key: string): Promise<void> {
    return this.removeObject(stagingKey(key));
  }
}

/** The HTTP status a bucket answered a failed command with. */
const httpStatusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** Where a presigned PUT lands: apart from the served files, so a replaced staging object is never served. */
const stagingKey = (key: string) => `incoming/${key}`;

/** Where private originals lie: a prefix the bucket does not publish. */
const privateKey = (key: string) => `originals/${key}`;

/** Audio originals are private (decisions/023); previews, peaks, posters, videos, models and pictures are not. */
export const originalIsPrivate = (contentType: string) => contentType.startsWith("audio/");

/** The object key of an upload's original in the bucket. */
export const originalObjectKey = (key: string, contentType: string) => (originalIsPrivate(contentType) ? privateKey(key) : key);

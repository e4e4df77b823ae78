import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { Transform, type Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { UploadKind } from "@soundship/shared";
import { bytesNotOfKind, endedEarly, largerThanSigned } from "./upload-errors.ts";
import { sniff, SNIFF_BYTES, type Detected } from "./sniff.ts";

/** Bytes held for the disk at most; memory stays flat whatever the size of the body. */
const WRITE_BUFFER = 1024 * 1024;

export interface ReceiveOptions {
  /** Where the bytes go while they arrive; removed again on any failure. */
  tempPath: string;
  /** Exactly this many bytes must arrive: the size the link was signed for. */
  size: number;
  kind: UploadKind;
  /** Told whenever bytes arrive, so a live upload can renew its lease. */
  onProgress?: () => void;
  /** Opens the sink; tests pass one that fails, to prove a disk error leaves nothing behind. */
  openSink?: (path: string) => Writable;
}

/** The uploader went away before the last byte arrived. */
export class UploadAborted extends Error {
  constructor() {
    super("The upload was interrupted");
  }
}

/**
 * Streams an upload body to disk in constant memory. Only the first few KB are held, to check the
 * bytes against the kind as soon as they are in — a 1 GB body of the wrong kind is refused after
 * 4 KB, not after 1 GB. Any failure (too many bytes, wrong kind, client gone, disk error) removes
 * the partial file before the error is passed on.
 *
 * The body is piped rather than put in the pipeline: a refusal must leave the connection open long
 * enough to answer 413 or 415; the route closes it after the answer.
 */
export async function receiveFile(body: Readable, options: ReceiveOptions): Promise<Detected> {
  // The client may have hung up while the link was being checked: its stream will never end.
  if (body.destroyed || body.readableAborted) throw new UploadAborted();
  const gate = new UploadGate(options.size, options.kind, options.onProgress);
  // A larger buffer lets the file stream batch the socket's 64 KB chunks into fewer writes; `flush`
  // syncs the file before it is closed, so a track recorded is a file on disk, crash or not.
  const open = options.openSink ?? ((path: string) => createWriteStream(path, { flags: "wx", highWaterMark: WRITE_BUFFER, flush: true }));
  let ended = false;
  const onEnd = () => void (ended = true);
  const onGone = () => void (ended || gate.destroy(new UploadAborted()));
  body.once("end", onEnd);
  body.once("error", onGone);
  body.once("close", onGone);
  const sink = open(options.tempPath);
  try {
    const written = pipeline(gate, sink);
    body.pipe(gate);
    await written;
    return gate.detected!;
  } catch (error) {
    body.unpipe(gate);
    // The pipeline fails as soon as the gate does, while the sink may still be opening the file:
    // removed before it exists, the file would appear afterwards and stay.
    await closed(sink);
    await rm(options.tempPath, { force: true });
    throw error;
  } finally {
    body.off("end", onEnd);
    body.off("error", onGone);
    body.off("close", onGone);
  }
}

/** Resolves once the stream has closed; the pipeline destroys every stream of a failed pipe, so it will. */
function closed(stream: Writable): Promise<void> {
  return stream.closed ? Promise.resolve() : new Promise((resolve) => stream.once("close", () => resolve()));
}

/** Counts bytes against the signed size and checks the head once it is complete (or the body ends). */
class UploadGate extends Transform {
  received = 0;
  detected: Detected | null = null;
  private head: Buffer[] = [];
  private headBytes = 0;

  constructor(
    private readonly size: number,
    private readonly kind: UploadKind,
    private readonly onProgress?: () => void,
  ) {
    // The same bounded buffer as the file stream, so the socket is not paused every 16 KB.
    super({ highWaterMark: WRITE_BUFFER });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void) {
    this.received += chunk.length;
    if (this.received > this.size) return done(largerThanSigned(this.size));
    this.onProgress?.();
    if (this.detected) return done(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) return done();
    this.release().then(() => done(), done);
  }

  override _flush(done: (error?: Error | null) => void) {
    if (this.received < this.size) return done(endedEarly(this.received, this.size));
    if (this.detected) return done();
    this.release().then(() => done(), done);
  }

  /** Judges the held head, then lets it through to the file. */
  private async release() {
    const head = Buffer.concat(this.head);
    this.head = [];
    const detected = await sniff(head.subarray(0, SNIFF_BYTES));
    if (!detected || detected.kind !== this.kind) throw bytesNotOfKind(this.kind);
    this.detected = detected;
    this.push(head);
  }
}

import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "../core/errors.ts";
import { parseRange } from "../core/uploads/byte-range.ts";
import { STORAGE_KEY } from "../core/uploads/disk-storage.ts";
import { referencedFileType } from "../core/uploads/file-references.ts";
import { uploadStorage } from "../core/uploads/storage.ts";
import type { Services } from "../services.ts";

/**
 * A file's bytes never change under its key (a new upload gets a new key), so browsers may keep it;
 * `private` keeps shared caches from holding a pilot's track after it is deleted.
 */
const CACHE_CONTROL = "private, max-age=31536000, immutable";

/**
 * Serves an uploaded file with the type its bytes proved to be, `nosniff`, validators and single
 * byte ranges (players seek with them). Only files a track or a battle submission refers to are
 * served: a deleted track's file is gone at once, even before the disk is cleaned, unless a battle
 * still plays it.
 */
export async function serveUploadedFile({ db, config }: Services, request: FastifyRequest<{ Params: { key: string } }>, reply: FastifyReply) {
  const { key } = request.params;
  const storage = uploadStorage(config);
  if (storage.kind !== "disk" || !STORAGE_KEY.test(key)) throw notFound();
  const contentType = await referencedFileType(db, key);
  const filePath = storage.disk.pathOf(key);
  const info = contentType !== undefined && (await stat(filePath).catch(() => null));
  if (!info) throw notFound();

  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  reply.headers({
    "content-type": contentType ?? "application/octet-stream",
    "x-content-type-options": "nosniff",
    "accept-ranges": "bytes",
    "cache-control": CACHE_CONTROL,
    etag,
    "last-modified": info.mtime.toUTCString(),
  });
  if (request.headers["if-none-match"] === etag) return reply.status(304).send();

  const ifRange = request.headers["if-range"];
  const range = ifRange && ifRange !== etag ? ({ kind: "full" } as const) : parseRange(request.headers.range, info.size);
  if (range.kind === "unsatisfiable") {
    return reply.status(416).header("content-range", `bytes */${info.size}`).type("application/json; charset=utf-8").send({ message: "Range not satisfiable", code: "VALIDATION_FAILED" });
  }
  if (range.kind === "partial") {
    reply.status(206).header("content-range", `bytes ${range.start}-${range.end}/${info.size}`).header("content-length", range.end - range.start + 1);
    return reply.send(createReadStream(filePath, { start: range.start, end: range.end }));
  }
  reply.header("content-length", info.size);
  return reply.send(createReadStream(filePath));
}

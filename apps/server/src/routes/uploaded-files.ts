import send from "@fastify/send";
import type { FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "../core/errors.ts";
import { originalAccessAllowed, originalIsGuarded } from "../core/media/original-access.ts";
import { findUploadedFile } from "../core/uploads/uploaded-file.ts";
import type { Services } from "../services.ts";

/**
 * A file's bytes never change under its key (a new upload gets a new key), so browsers may keep it;
 * `private` keeps shared caches from holding a pilot's track after it is deleted.
 */
const CACHE_CONTROL = "private, max-age=31536000, immutable";
/** A presigned link is valid for at least an hour after it is made (core/uploads/s3-storage.ts). */
const PRESIGNED_CACHE_CONTROL = "private, max-age=3000";

/**
 * Serves an uploaded file with the type its bytes proved to be and `nosniff`. @fastify/send does the
 * HTTP of files: ETag and Last-Modified, conditional requests (304), and single byte ranges (206,
 * 416), which players seek with.
 */
export async function serveUploadedFile({ db, config, clock }: Services, request: FastifyRequest<{ Params: { key: string } }>, reply: FastifyReply) {
  const file = await findUploadedFile(db, config, request.params.key);
  if (!file) throw notFound();
  // A processed track's original opens only on a link signed for someone allowed; to anyone else it is absent.
  if ((await originalIsGuarded(db, file.key)) && !originalAccessAllowed(config, file.key, request.query as Record<string, unknown>, clock.now())) throw notFound();
  // A private original in a bucket: the bucket serves the bytes (and ranges) on a link valid an hour at least.
  if (file.kind === "s3") return reply.header("cache-control", PRESIGNED_CACHE_CONTROL).redirect(await file.presignedUrl(), 302);
  const answer = await send(request.raw, file.key, { root: file.root, cacheControl: false, contentType: false, dotfiles: "deny", index: false });
  if (answer.type !== "file") {
    if (answer.statusCode !== 416) {
      answer.stream.destroy();
      throw notFound();
    }
    answer.stream.destroy();
    return reply.status(416).header("content-range", answer.headers["Content-Range"]).type("application/json; charset=utf-8").send({ message: "Range not satisfiable", code: "VALIDATION_FAILED" });
  }
  return reply
    .status(answer.statusCode)
    .headers(answer.headers)
    .headers({ "content-type": file.contentType, "x-content-type-options": "nosniff", "cache-control": CACHE_CONTROL })
    .send(answer.stream);
}

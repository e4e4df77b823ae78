import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { AppError } from "../core/errors.ts";
import { withSignedOriginal } from "../core/media/original-access.ts";
import { acceptUpload } from "../core/uploads/accept-upload.ts";
import { completeUpload } from "../core/uploads/complete-upload.ts";
import { parseOrThrow } from "../core/validation.ts";
import { requirePilot } from "../plugins/pilot.ts";
import type { Services } from "../services.ts";
import { serveUploadedFile } from "./uploaded-files.ts";

const linkQuery = z.object({
  expires: z.coerce.number().int().min(0).max(2 ** 40),
  signature: z.string().max(128),
});
const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * The embedded upload endpoint, the completion call and the files themselves (DESIGN.md section 5).
 * The PUT needs no session: its signed link is the credential, as an S3 presigned PUT is.
 * The PUT body is never parsed or buffered: its stream goes to core/uploads, which writes it to disk.
 */
export function uploadRoutes(app: FastifyInstance, services: Services): void {
  app.register(async (scope) => {
    // Any content type is welcome here and left unread; the link decides which one is right.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));

    scope.put<{ Params: { id: string } }>("/uploads/:id", async (request, reply) => {
      try {
        // A link without its terms is as invalid as one whose terms were changed.
        const query = linkQuery.safeParse(request.query);
        if (!query.success) throw new AppError("UPLOAD_LINK_INVALID", "This upload link is not valid");
        const beat = await acceptUpload(services, {
          uploadId: parseOrThrow(idParams, request.params).id,
          expires: query.data.expires,
          signature: query.data.signature,
          contentType: (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase(),
          contentLength: contentLength(request),
          body: request.raw,
        });
        return { ok: true, beat: withSignedOriginal(services.config, beat, services.clock.now()) };
      } catch (error) {
        closeIfUnread(request, reply);
        throw error;
      }
    });
  });

  app.post<{ Params: { id: string } }>("/uploads/:id/complete", async (request) => {
    const beat = await completeUpload(services, requirePilot(request), parseOrThrow(idParams, request.params).id);
    // The uploader reads their track as the entity API gives it: its original on a signed link.
    return { ok: true, beat: withSignedOriginal(services.config, beat, services.clock.now()) };
  });

  app.get<{ Params: { key: string } }>("/files/:key", { compress: false }, (request, reply) => serveUploadedFile(services, request, reply));
}

function contentLength(request: FastifyRequest): number | null {
  const header = request.headers["content-length"];
  return header && /^\d+$/.test(header) ? Number(header) : null;
}

/** How long a refused upload's bytes are still read (and dropped) so the client can read the answer. */
const LINGER_MS = 1000;

/**
 * A refusal may come before the body is read, or halfway through it. Answer, keep reading for a
 * moment — hanging up on unread bytes resets the connection, and the client would lose the answer —
 * then hang up instead of draining a gigabyte nobody wants.
 */
function closeIfUnread(request: FastifyRequest, reply: FastifyReply) {
  if (request.raw.complete) return;
  reply.raw.once("finish", () => {
    if (request.raw.complete) return;
    request.raw.resume();
    setTimeout(() => request.raw.destroy(), LINGER_MS).unref();
  });
}

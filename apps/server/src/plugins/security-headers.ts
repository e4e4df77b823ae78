import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import type { Config } from "../config.ts";

/**
 * What a JSON answer needs: it is never a page, so it only has to stay data. nosniff keeps a browser
 * from reading it as anything else, CORP keeps other sites from embedding it, the CSP forbids
 * everything should it be opened as a document (and any framing), and no-store keeps a pilot's
 * answers out of every cache. The full set below is ~700 bytes the API sent on every answer.
 */
const JSON_HEADERS = {
  "x-content-type-options": "nosniff",
  "cross-origin-resource-policy": "same-origin",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
} as const;

/**
 * Security headers by kind of answer (decisions/017). Documents and everything a page loads (HTML,
 * scripts, uploaded files, plain-text notices) get the full set: a strict content security policy,
 * no referrer (an access token travels in a URL once, at sign-in), nosniff and the rest of helmet's
 * defaults. JSON answers get JSON_HEADERS. The middleware is built once; the Fastify wrapper built
 * it again for every request, a cost the entity API's benchmark showed.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  // With S3 the browser shows and plays files from the bucket's public address, and PUTs uploads to
  // its API address and plays private originals from presigned links there: both origins are allowed.
  const s3 = config.uploads.s3;
  const api = s3 && (s3.endpoint ? new URL(s3.endpoint).origin : `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`);
  const bucket = s3 ? [...new Set([new URL(s3.publicBase).origin, api!])] : [];
  const applyHeaders = helmet({
    referrerPolicy: { policy: "no-referrer" },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The 3D preview (model-viewer) compiles WebAssembly; this allows Wasm only, never eval of JS.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...bucket],
        mediaSrc: ["'self'", "blob:", ...bucket],
        connectSrc: ["'self'", ...bucket],
        workerSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  // The kind is known once the answer is: its content type is set before onSend runs.
  app.addHook("onSend", (request, reply, payload, done) => {
    const type = reply.getHeader("content-type");
    if (typeof type === "string" && type.startsWith("application/json")) {
      reply.headers(JSON_HEADERS);
      if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
      return done(null, payload);
    }
    applyHeaders(request.raw, reply.raw, (error?: unknown) => (error ? done(error as Error) : done(null, payload)));
  });
}

import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import type { Config } from "../config.ts";

/**
 * Security headers on every answer: a strict content security policy, no referrer (an access token
 * travels in a URL once, at sign-in), nosniff and the rest of helmet's defaults. The middleware is
 * built once; the Fastify wrapper built it again for every request, a cost the entity API's
 * benchmark showed.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  // With S3 the browser PUTs to the bucket and plays files from it: that origin is allowed too.
  const s3 = config.uploads.s3;
  const bucket = s3 ? [new URL(s3.publicBase).origin, ...(s3.endpoint ? [new URL(s3.endpoint).origin] : [])] : [];
  const applyHeaders = helmet({
    referrerPolicy: { policy: "no-referrer" },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The 3D preview (model-viewer) compiles WebAssembly; this allows Wasm only, never eval of JS.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        mediaSrc: ["'self'", "blob:", ...bucket],
        connectSrc: ["'self'", ...bucket],
        workerSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  app.addHook("onRequest", (request, reply, done) => applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));
}

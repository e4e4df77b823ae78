import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { apiNotFound } from "./errors.ts";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is revalidated each
 * time so a deploy is picked up at once; any other non-API GET falls back to the app (SPA routes).
 * The build writes Brotli and gzip copies of its text files (apps/web/precompress.ts), sent as they
 * are; anything without one is compressed on the fly.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const index = path.join(webDist, "index.html");
  const hasWeb = existsSync(index);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("Cache-Control", hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === "GET" && !request.url.startsWith("/api/") && !path.extname(request.url.split("?")[0]!);
    if (!isPage) return apiNotFound(request, reply);
    if (!hasWeb) return reply.status(503).type("text/plain").send("The web app is not built yet: run npm run build");
    reply.header("Cache-Control", "no-cache");
    return reply.sendFile("index.html");
  });
}

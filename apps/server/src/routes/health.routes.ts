import type { FastifyInstance } from "fastify";
import { ping } from "../db/client.ts";
import type { Services } from "../services.ts";

/** Liveness and readiness in one: the process answers and the database does too. */
export function healthRoutes(app: FastifyInstance, { db }: Services): void {
  app.get("/healthz", async (_request, reply) => {
    try {
      await ping(db);
      return { ok: true };
    } catch {
      return reply.status(503).send({ ok: false, message: "Database unavailable", code: "INTERNAL" });
    }
  });
}

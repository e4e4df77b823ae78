import type { FastifyInstance } from "fastify";
import { databaseAnswers } from "../core/health/database-health.ts";
import type { Services } from "../services.ts";

/** Liveness and readiness in one: the process answers and the database does too. */
export function healthRoutes(app: FastifyInstance, { db }: Services): void {
  app.get("/healthz", async (_request, reply) => {
    if (await databaseAnswers(db)) return { ok: true };
    return reply.status(503).send({ ok: false, message: "Database unavailable", code: "INTERNAL" });
  });
}

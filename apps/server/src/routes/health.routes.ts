import type { FastifyInstance } from "fastify";
import { databaseAnswers } from "../core/health/database-health.ts";
import type { Services } from "../services.ts";

/**
 * Liveness and readiness in one: the process answers and the database does too. `now` is the
 * server's clock, which schedules battles and days (browser tests place battles by it).
 */
export function healthRoutes(app: FastifyInstance, { db, clock }: Services): void {
  app.get("/healthz", async (_request, reply) => {
    if (await databaseAnswers(db)) return { ok: true, now: clock.now().toISOString() };
    return reply.status(503).send({ ok: false, message: "Database unavailable", code: "INTERNAL" });
  });
}

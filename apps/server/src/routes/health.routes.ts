import type { FastifyInstance } from "fastify";
import { databaseAnswers } from "../core/health/database-health.ts";
import type { Services } from "../services.ts";

/**
 * Liveness and readiness in one: the process answers, and so do the database and (when configured)
 * Redis. `now` is the server's clock, which schedules battles and days (browser tests place battles
 * by it). A 503 names what is unreachable, so a load balancer takes the instance out of rotation.
 */
export function healthRoutes(app: FastifyInstance, { db, clock, redis, live }: Services): void {
  app.get("/healthz", async (_request, reply) => {
    const [database, redisUp] = await Promise.all([databaseAnswers(db), redis ? redis.ping() : Promise.resolve(null)]);
    const checks = { database, redis: redisUp, events: live.bus.connected };
    if (database && redisUp !== false) return { ok: true, now: clock.now().toISOString(), checks };
    const down = [!database && "Database", redisUp === false && "Redis"].filter(Boolean).join(" and ");
    return reply.status(503).send({ ok: false, message: `${down} unavailable`, code: "INTERNAL", checks });
  });
}

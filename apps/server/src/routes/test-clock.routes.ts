import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { MovableClock } from "../core/clock.ts";
import { parseOrThrow } from "../core/validation.ts";

const advanceSchema = z.object({ to: z.iso.datetime({ offset: true }) }).strict();

/**
 * Browser tests only (the server serves this only on a CLOCK_START clock, which production refuses):
 * moves the server's clock forward, so a battle's phases pass at once instead of in wall seconds.
 * The battle lifecycle job sees the new time on its next tick.
 */
export function testClockRoutes(app: FastifyInstance, clock: MovableClock): void {
  app.post("/testing/clock", async (request) => {
    const { to } = parseOrThrow(advanceSchema, request.body ?? {});
    return { now: clock.advanceTo(new Date(to)).toISOString() };
  });
}

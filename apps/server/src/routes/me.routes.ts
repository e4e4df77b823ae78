import { profileUpdateSchema } from "@soundship/shared";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "../db/schema.ts";
import { parseOrThrow } from "../core/validation.ts";
import { toUserJson } from "../core/users/user-json.ts";
import { requirePilot } from "../plugins/pilot.ts";
import type { Services } from "../services.ts";

/** The current pilot: read it, or change profile fields only (economy fields are the server's). */
export function meRoutes(app: FastifyInstance, { db }: Services): void {
  app.get("/entities/User/me", async (request) => toUserJson(requirePilot(request)));

  app.put("/entities/User/me", async (request) => {
    const pilot = requirePilot(request);
    const changes = parseOrThrow(profileUpdateSchema, request.body ?? {});
    if (Object.keys(changes).length === 0) return toUserJson(pilot);
    const [row] = await db
      .update(users)
      .set({
        ...(changes.full_name !== undefined && { name: changes.full_name }),
        ...(changes.username !== undefined && { username: changes.username }),
        ...(changes.avatar_url !== undefined && { image: changes.avatar_url }),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, pilot.id))
      .returning();
    return toUserJson(row!);
  });
}

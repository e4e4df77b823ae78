import { PLATFORM_MESSAGES, profileUpdateSchema } from "@soundship/shared";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "../db/schema.ts";
import { AppError } from "../core/errors.ts";
import { parseOrThrow } from "../core/validation.ts";
import { toUserJson } from "../core/users/user-json.ts";
import { requirePilot } from "../plugins/pilot.ts";
import type { Services } from "../services.ts";

/** The current pilot: read it, or change profile fields only (economy fields are the server's). */
export function meRoutes(app: FastifyInstance, { db }: Services): void {
  app.get("/entities/User/me", async (request) => {
    const [row] = await db.select().from(users).where(eq(users.id, requirePilot(request).id));
    if (!row) throw new AppError("NOT_AUTHENTICATED", PLATFORM_MESSAGES.notSignedIn);
    return toUserJson(row);
  });

  app.put("/entities/User/me", async (request) => {
    const pilot = requirePilot(request);
    const changes = parseOrThrow(profileUpdateSchema, request.body ?? {});
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

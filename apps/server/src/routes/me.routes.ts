import { PLATFORM_MESSAGES, profileUpdateSchema } from "@soundship/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "../db/schema.ts";
import { AppError } from "../core/errors.ts";
import { parseOrThrow } from "../core/validation.ts";
import { checkAvatarUrl } from "../core/users/avatar-url.ts";
import { updateProfile } from "../core/users/profile.ts";
import { countDailyLogin } from "../core/quests/daily-login.ts";
import { toUserJson } from "../core/users/user-json.ts";
import { requirePilot } from "../plugins/pilot.ts";
import type { Services } from "../services.ts";

/** The current pilot: read it, or change profile fields only (economy fields are the server's). */
export function meRoutes(app: FastifyInstance, { db, clock, config }: Services): void {
  app.get("/entities/User/me", async (request) => {
    const pilot = requirePilot(request);
    const now = clock.now();
    // Opening the app is the `login` quest event, counted once per pilot day.
    await countDailyLogin(db, pilot.id, now);
    const [row] = await db.select().from(users).where(eq(users.id, pilot.id));
    if (!row) throw new AppError("NOT_AUTHENTICATED", PLATFORM_MESSAGES.notSignedIn);
    return toUserJson(row, now);
  });

  app.put("/entities/User/me", async (request) => {
    const pilot = requirePilot(request);
    const changes = parseOrThrow(profileUpdateSchema, request.body ?? {});
    if (changes.avatar_url) checkAvatarUrl(changes.avatar_url, config);
    const now = clock.now();
    const row = await updateProfile(db, pilot.id, changes, now);
    return toUserJson(row, now);
  });
}

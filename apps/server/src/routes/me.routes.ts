import { profileUpdateSchema } from "@soundship/shared";
import type { FastifyInstance } from "fastify";
import { parseOrThrow } from "../core/validation.ts";
import { checkAvatarUrl } from "../core/users/avatar-url.ts";
import { openCurrentPilot } from "../core/users/current-pilot.ts";
import { updateProfile } from "../core/users/profile.ts";
import { toUserJson } from "../core/users/user-json.ts";
import { requirePilot } from "../plugins/pilot.ts";
import type { Services } from "../services.ts";

/** The current pilot: read it, or change profile fields only (economy fields are the server's). */
export function meRoutes(app: FastifyInstance, { db, clock, config }: Services): void {
  app.get("/entities/User/me", async (request) => openCurrentPilot(db, requirePilot(request).id, clock.now()));

  app.put("/entities/User/me", async (request) => {
    const pilot = requirePilot(request);
    const changes = parseOrThrow(profileUpdateSchema, request.body ?? {});
    if (changes.avatar_url) checkAvatarUrl(changes.avatar_url, config);
    const now = clock.now();
    const row = await updateProfile(db, pilot.id, changes, now);
    return toUserJson(row, now);
  });
}

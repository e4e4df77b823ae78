import { AVATAR_MESSAGES, AVATAR_RULES, isAvatarType, profileUpdateSchema } from "@soundship/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../core/errors.ts";
import { parseOrThrow } from "../core/validation.ts";
import { checkAvatarUrl } from "../core/users/avatar-url.ts";
import { removeAvatarFile, setAvatar } from "../core/users/avatar.ts";
import { openCurrentPilot } from "../core/users/current-pilot.ts";
import { updateProfile } from "../core/users/profile.ts";
import { toUserJson } from "../core/users/user-json.ts";
import { requirePilot } from "../plugins/pilot.ts";
import type { Services } from "../services.ts";

/** The current pilot: read it, change profile fields only (economy fields are the server's), or send a picture. */
export function meRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock, config } = services;
  app.get("/entities/User/me", async (request) => openCurrentPilot(db, requirePilot(request).id, clock.now()));

  app.put("/entities/User/me", async (request) => {
    const pilot = requirePilot(request);
    const changes = parseOrThrow(profileUpdateSchema, request.body ?? {});
    if (changes.avatar_url) checkAvatarUrl(changes.avatar_url, config);
    const now = clock.now();
    const { row, releasedAvatarKey } = await updateProfile(db, pilot.id, changes, now);
    if (releasedAvatarKey) await removeAvatarFile(config, releasedAvatarKey);
    return toUserJson(row, now);
  });

  app.register(async (scope) => {
    // The body is the picture itself, read whole (it is small) and never parsed; its bytes decide its type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: AVATAR_RULES.maxBytes }, (_request, body, done) => done(null, body));
    scope.put("/entities/User/me/avatar", { onRequest: checkPictureRequest }, async (request) => {
      const pilot = requirePilot(request);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return toUserJson(await setAvatar(services, pilot.id, body), clock.now());
    });
  });
}

/** Everything that needs no byte of the body, so a stranger, a wrong type or an oversized file is refused before it is read. */
async function checkPictureRequest(request: FastifyRequest) {
  requirePilot(request);
  const type = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (!isAvatarType(type)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", AVATAR_MESSAGES.wrongType);
  const length = Number(request.headers["content-length"] ?? 0);
  if (length > AVATAR_RULES.maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", AVATAR_MESSAGES.tooLarge);
}

import { PLATFORM_MESSAGES } from "@soundship/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../db/client.ts";
import type { SessionCache } from "../core/identity/session-cache.ts";
import { findSessionPilot, type Pilot } from "../core/auth/sessions.ts";
import { AppError } from "../core/errors.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in pilot, or null for an anonymous request. */
    pilot: Pilot | null;
    /** The bearer token the request came with, if any. */
    sessionToken: string | null;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,512})$/;

/**
 * Resolves the bearer token of every API request to its pilot, once, before any handler. A hook
 * with a callback, not an async one: most tokens are in the cache, and those requests go on at once.
 */
export function registerPilotResolution(app: FastifyInstance, db: Db, cache: SessionCache): void {
  app.decorateRequest("pilot", null);
  app.decorateRequest("sessionToken", null);
  app.addHook("onRequest", (request, _reply, done) => {
    const match = BEARER.exec(request.headers.authorization ?? "");
    if (!match) return done();
    const token = match[1]!;
    request.sessionToken = token;
    request.pilot = cache.get(token) ?? null;
    if (request.pilot) return done();
    findSessionPilot(db, token).then((found) => {
      request.pilot = found?.pilot ?? null;
      if (found) cache.set(token, found.pilot, found.endsAt);
      done();
    }, done);
  });
}

/** A hook that refuses an anonymous request (requirePilot's 401) before the route's own work. */
export function pilotRequired(request: FastifyRequest, _reply: unknown, done: (error?: Error) => void): void {
  done(request.pilot ? undefined : new AppError("NOT_AUTHENTICATED", PLATFORM_MESSAGES.notSignedIn));
}

/** The signed-in pilot, or a 401 (with `message`, SPEC.md's text where it has one) that sends the client to the login page. */
export function requirePilot(request: FastifyRequest, message: string = PLATFORM_MESSAGES.notSignedIn): Pilot {
  if (!request.pilot) throw new AppError("NOT_AUTHENTICATED", message);
  return request.pilot;
}

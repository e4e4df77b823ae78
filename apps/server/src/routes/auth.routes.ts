import { loginSchema, passwordResetRequestSchema, passwordResetSchema, registerSchema, PLATFORM_MESSAGES } from "@soundship/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { registerPilot, requestPasswordReset, resetPassword, signInPilot } from "../core/auth/accounts.ts";
import { revokeSession } from "../core/auth/sessions.ts";
import { AppError } from "../core/errors.ts";
import type { Services } from "../services.ts";

/** Sign-up, sign-in, sign-out and password reset (DESIGN.md section 5). */
export function authRoutes(app: FastifyInstance, { db, auth, config, sessions, clock }: Services): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Brute force is slowed per address and, for sign-in, per address and account.
  const limit = (key: (request: FastifyRequest) => string) => ({
    rateLimit: {
      max: config.authRateLimitMax,
      timeWindow: "1 minute",
      keyGenerator: key,
      errorResponseBuilder: () => new AppError("RATE_LIMITED", PLATFORM_MESSAGES.tooManyAttempts),
    },
  });
  const byIp = (request: FastifyRequest) => request.ip;
  const byIpAndEmail = (request: FastifyRequest) => `${request.ip}|${String((request.body as { email?: unknown } | undefined)?.email ?? "").toLowerCase()}`;

  api.post("/auth/register", { schema: { body: registerSchema }, config: limit(byIp) }, async (request) =>
    registerPilot(db, auth, request.body, clock.now()),
  );

  api.post("/auth/login", { schema: { body: loginSchema }, config: limit(byIpAndEmail) }, async (request) =>
    signInPilot(db, auth, request.body.email, request.body.password, clock.now()),
  );

  api.post("/auth/logout", async (request) => {
    if (request.sessionToken) {
      await revokeSession(db, request.sessionToken);
      sessions.delete(request.sessionToken);
    }
    return { ok: true };
  });

  api.post("/auth/reset-password/request", { schema: { body: passwordResetRequestSchema }, config: limit(byIp) }, async (request) => {
    await requestPasswordReset(auth, request.body.email);
    return { ok: true };
  });

  api.post("/auth/reset-password", { schema: { body: passwordResetSchema }, config: limit(byIp) }, async (request) => {
    await resetPassword(auth, request.body.token, request.body.password);
    // The reset revoked that pilot's sessions; we cannot tell which cached tokens were theirs.
    sessions.clear();
    return { ok: true };
  });
}

import { loginSchema, passwordResetRequestSchema, passwordResetSchema, registerSchema, PLATFORM_MESSAGES } from "@soundship/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { registerPilot, requestPasswordReset, resetPassword, signInPilot } from "../core/auth/accounts.ts";
import { createAttemptLimiter, normalizeEmail } from "../core/auth/attempt-limiter.ts";
import { pilotOfResetToken, revokeSessions } from "../core/auth/sessions.ts";
import { AppError } from "../core/errors.ts";
import type { Services } from "../services.ts";

/** Sign-up, sign-in, sign-out and password reset (DESIGN.md section 5). */
export function authRoutes(app: FastifyInstance, { db, auth, config, sessions, clock, attemptStore }: Services): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limiter = createAttemptLimiter(attemptStore, config.authRateLimitMax);
  // Brute force is slowed per address and, where an e-mail is named, per account too: rotating
  // addresses does not buy more guesses at one password. It runs as a preHandler because the
  // account is in the body, which is parsed only after onRequest.
  const limit = (action: string, account?: (request: FastifyRequest) => string) => ({
    preHandler: async (request: FastifyRequest) => {
      const keys = [`${action}:address:${request.ip}`];
      if (account) keys.push(`${action}:account:${normalizeEmail(account(request))}`);
      if (!(await limiter.allow(keys))) throw new AppError("RATE_LIMITED", PLATFORM_MESSAGES.tooManyAttempts);
    },
  });
  const emailOf = (request: FastifyRequest) => (request.body as { email: string }).email;

  api.post("/auth/register", { schema: { body: registerSchema }, ...limit("register") }, async (request) =>
    registerPilot(db, auth, request.body, clock.now(), config.testAdminEmailPrefix),
  );

  api.post("/auth/login", { schema: { body: loginSchema }, ...limit("login", emailOf) }, async (request) =>
    signInPilot(db, auth, request.body.email, request.body.password, clock.now()),
  );

  api.post("/auth/logout", async (request) => {
    if (request.sessionToken) {
      await revokeSessions(db, sessions, { token: request.sessionToken });
    }
    return { ok: true };
  });

  api.post("/auth/reset-password/request", { schema: { body: passwordResetRequestSchema }, ...limit("reset-request", emailOf) }, async (request) => {
    await requestPasswordReset(auth, request.body.email);
    return { ok: true };
  });

  api.post("/auth/reset-password", { schema: { body: passwordResetSchema }, ...limit("reset") }, async (request) => {
    const pilotId = await pilotOfResetToken(db, request.body.token);
    await resetPassword(auth, request.body.token, request.body.password);
    // The reset ended that pilot's sessions; every instance forgets them at once.
    if (pilotId) await revokeSessions(db, sessions, { userId: pilotId });
    return { ok: true };
  });
}

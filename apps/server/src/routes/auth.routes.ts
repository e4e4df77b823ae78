import {
  changeEmailSchema,
  changePasswordSchema,
  loginSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  registerSchema,
  verificationRequestSchema,
  verifyEmailSchema,
  PLATFORM_MESSAGES,
} from "@soundship/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { changePassword } from "../core/auth/change-password.ts";
import { passwordChangedMail } from "../core/auth/password-changed.mail.ts";
import { registerPilot, requestPasswordReset, resetPassword, signInPilot } from "../core/auth/accounts.ts";
import { createAttemptLimiter, normalizeEmail, type AttemptKey } from "../core/auth/attempt-limiter.ts";
import { confirmEmail, requestEmailChange, requestVerificationMail } from "../core/auth/email-verification.ts";
import { pilotOfResetToken, revokeSessions } from "../core/auth/sessions.ts";
import { AppError } from "../core/errors.ts";
import { requirePilot } from "../plugins/pilot.ts";
import type { Services } from "../services.ts";

/** Sign-up, sign-in, sign-out, password reset and change, and e-mail verification (DESIGN.md section 5). */
export function authRoutes(app: FastifyInstance, { db, auth, config, sessions, clock, attemptStore, mailer }: Services): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limiter = createAttemptLimiter(attemptStore, config.authRateLimitMax);
  // Guessing is limited per account (across every address) and per address and account together;
  // an address alone only past AUTH_ADDRESS_RATE_LIMIT_MAX, far above one person's use, so pilots
  // behind one address (a school, a café, a carrier's NAT) are not locked out by someone else's
  // failures (decisions/024). The account is in the body, parsed only after onRequest: a preHandler.
  const limit = (action: string, account?: (request: FastifyRequest) => string, addressMax = config.authAddressRateLimitMax) => ({
    preHandler: async (request: FastifyRequest) => {
      const keys: AttemptKey[] = [{ key: `${action}:address:${request.ip}`, max: addressMax }];
      if (account) {
        const email = normalizeEmail(account(request));
        keys.push({ key: `${action}:account:${email}`, max: config.authRateLimitMax });
        keys.push({ key: `${action}:address-account:${request.ip}:${email}`, max: config.authRateLimitMax });
      }
      if (!(await limiter.allow(keys))) throw new AppError("RATE_LIMITED", PLATFORM_MESSAGES.tooManyAttempts);
    },
  });
  const emailOf = (request: FastifyRequest) => (request.body as { email: string }).email;
  // Signed in or not answered at all: a stranger's request is a 401 before its body is read or counted.
  const signedIn = { onRequest: async (request: FastifyRequest) => void requirePilot(request) };
  const pilotEmailOf = (request: FastifyRequest) => requirePilot(request).email;

  // Sign-ups name no existing account: the per-address limit stays the tight one.
  api.post("/auth/register", { schema: { body: registerSchema }, ...limit("register", undefined, config.authRateLimitMax) }, async (request) =>
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

  api.post("/auth/reset-password", { schema: { body: passwordResetSchema }, ...limit("reset", undefined, config.authRateLimitMax) }, async (request) => {
    const pilotId = await pilotOfResetToken(db, request.body.token);
    await resetPassword(auth, request.body.token, request.body.password);
    // The reset ended that pilot's sessions; every instance forgets them at once.
    if (pilotId) await revokeSessions(db, sessions, { userId: pilotId });
    return { ok: true };
  });

  // The "send a new link" action of the sign-in refusal and the Command Deck's banner.
  api.post("/auth/verify-email/request", { schema: { body: verificationRequestSchema }, ...limit("verify-request", emailOf) }, async (request) => {
    await requestVerificationMail(auth, request.body.email);
    return { ok: true, message: PLATFORM_MESSAGES.verificationSent };
  });

  api.post("/auth/verify-email", { schema: { body: verifyEmailSchema }, ...limit("verify", undefined, config.authRateLimitMax) }, async (request) => {
    await confirmEmail(db, config.authSecret, request.body.token);
    return { ok: true, message: PLATFORM_MESSAGES.emailVerified };
  });

  api.post("/auth/change-email", { schema: { body: changeEmailSchema }, ...limit("change-email", emailOf) }, async (request) => {
    const pilot = requirePilot(request);
    await requestEmailChange(db, mailer, { secret: config.authSecret, publicUrl: config.publicUrl }, pilot.id, request.body.email);
    return { ok: true, message: PLATFORM_MESSAGES.emailChangeSent };
  });

  // Guessing the current password from an open session is limited as sign-in is, under its own counters.
  api.post("/auth/change-password", { schema: { body: changePasswordSchema }, ...signedIn, ...limit("change-password", pilotEmailOf) }, async (request) => {
    const pilot = requirePilot(request);
    await changePassword(db, auth, sessions, pilot.id, request.sessionToken!, request.body);
    mailer.send(passwordChangedMail(pilot.email, config.publicUrl));
    return { ok: true, message: PLATFORM_MESSAGES.passwordChanged };
  });
}

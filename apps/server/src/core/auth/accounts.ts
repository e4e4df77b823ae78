import { APIError } from "better-auth/api";
import { PLATFORM_MESSAGES, WELCOME_GRANT_REFERENCE, type AuthResult } from "@soundship/shared";
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { sessions, stardustTransactions, users } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import { postStardust, WELCOME_GRANT } from "../ledger/ledger.ts";
import { domainMetrics } from "../metrics/domain-metrics.ts";
import { toUserJson } from "../users/user-json.ts";
import type { AuthLibrary } from "./auth-library.ts";

export interface RegisterInput {
  email: string;
  password: string;
  full_name: string;
  timezone?: string;
}

/**
 * Creates a pilot with the welcome grant and signs them in, as one unit: the auth library writes
 * the account and its session on its own connection, so when the grant cannot be written the
 * account is removed again (its session and password go with it) and the e-mail stays free.
 */
export async function registerPilot(db: Db, auth: AuthLibrary, input: RegisterInput, now: Date, testAdminEmailPrefix?: string): Promise<AuthResult> {
  const email = input.email.toLowerCase();
  const signUp = await callAuth(() => auth.api.signUpEmail({ body: { email, password: input.password, name: input.full_name } }));
  let user: typeof users.$inferSelect;
  try {
    user = await db.transaction(async (tx) => {
      if (input.timezone) await tx.update(users).set({ timezone: input.timezone }).where(eq(users.id, signUp.user.id));
      if (testAdminEmailPrefix && email.startsWith(testAdminEmailPrefix)) await tx.update(users).set({ role: "admin" }).where(eq(users.id, signUp.user.id));
      await welcomePilot(tx, signUp.user.id);
      const [row] = await tx.select().from(users).where(eq(users.id, signUp.user.id));
      return row!;
    });
  } catch (error) {
    await db.delete(users).where(eq(users.id, signUp.user.id));
    throw error;
  }
  // With REQUIRE_EMAIL_VERIFICATION the library opens no session until the address is confirmed:
  // the pilot exists, welcomed, and signs in after following the mail's link.
  if (!signUp.token) throw new AppError("EMAIL_NOT_VERIFIED", PLATFORM_MESSAGES.emailNotVerified);
  return { access_token: signUp.token, user: toUserJson(user, now) };
}

/** What every new pilot gets, however they arrive (a password sign-up or a provider's first sign-in). */
export async function welcomePilot(tx: Tx, userId: string): Promise<void> {
  domainMetrics.signedUp();
  await postStardust(tx, {
    userId,
    amount: WELCOME_GRANT,
    type: "admin_grant",
    description: "Welcome aboard, pilot",
    referenceId: WELCOME_GRANT_REFERENCE,
  });
}

/**
 * Welcomes a pilot made by a provider's first sign-in, as a sign-up does, once: the pilot's row is
 * locked and the grant looked for first, so two sign-ins finishing together grant once.
 */
export async function welcomeIfNew(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [pilot] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for("update");
    if (!pilot) return;
    const [granted] = await tx
      .select({ id: stardustTransactions.id })
      .from(stardustTransactions)
      .where(and(eq(stardustTransactions.user_email, pilot.email), eq(stardustTransactions.transaction_type, "admin_grant"), eq(stardustTransactions.reference_id, WELCOME_GRANT_REFERENCE)))
      .limit(1);
    if (!granted) await welcomePilot(tx, userId);
  });
}

/** Checks a pilot's password and opens a session. */
export async function signInPilot(db: Db, auth: AuthLibrary, email: string, password: string, now: Date): Promise<AuthResult> {
  const signIn = await callAuth(() => auth.api.signInEmail({ body: { email: email.toLowerCase(), password } }));
  const [row] = await db.select().from(users).where(eq(users.id, signIn.user.id));
  if (!row) throw new AppError("INVALID_CREDENTIALS", PLATFORM_MESSAGES.invalidCredentials);
  if (row.bannedAt) {
    // Only after the password checked out, so a ban tells nothing to someone guessing addresses.
    await db.delete(sessions).where(eq(sessions.token, signIn.token));
    throw new AppError("ACCOUNT_BANNED", PLATFORM_MESSAGES.accountBanned);
  }
  return { access_token: signIn.token, user: toUserJson(row, now) };
}

/** Sends a reset link if the address belongs to a pilot; says nothing either way. */
export async function requestPasswordReset(auth: AuthLibrary, email: string): Promise<void> {
  await callAuth(() => auth.api.requestPasswordReset({ body: { email: email.toLowerCase() } }));
}

/** Sets a new password from a reset token; every session of that pilot ends. */
export async function resetPassword(auth: AuthLibrary, token: string, password: string): Promise<void> {
  await callAuth(() => auth.api.resetPassword({ body: { token, newPassword: password } }));
}

/** Runs a library call and turns its refusals into our error codes and messages. */
async function callAuth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    throw toAppError(error);
  }
}

function toAppError(error: APIError): AppError {
  const code = String((error.body as { code?: string } | undefined)?.code ?? "");
  if (code.startsWith("USER_ALREADY_EXISTS")) return new AppError("EMAIL_TAKEN", PLATFORM_MESSAGES.emailTaken);
  if (code === "PASSWORD_TOO_SHORT" || code === "PASSWORD_TOO_LONG") return new AppError("VALIDATION_FAILED", PLATFORM_MESSAGES.weakPassword);
  if (code === "INVALID_TOKEN") return new AppError("VALIDATION_FAILED", "This reset link is invalid or has expired");
  if (code === "EMAIL_NOT_VERIFIED") return new AppError("EMAIL_NOT_VERIFIED", PLATFORM_MESSAGES.emailNotVerified);
  if (error.statusCode === 401 || code === "INVALID_EMAIL_OR_PASSWORD") {
    return new AppError("INVALID_CREDENTIALS", PLATFORM_MESSAGES.invalidCredentials);
  }
  // The library's own wording (and its codes) are not ours to show; the log keeps them.
  return new AppError("VALIDATION_FAILED", PLATFORM_MESSAGES.accountRefused, undefined, { cause: error });
}

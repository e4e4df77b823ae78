import { PLATFORM_MESSAGES } from "@soundship/shared";
import { signJWT, verifyJWT } from "better-auth/crypto";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { AuthLibrary } from "./auth-library.ts";
import { VERIFY_LINK_SECONDS } from "./auth-library.ts";
import { verifyEmailMail } from "./verify-email.mail.ts";

/** What a verification link's token carries, in the auth library's own token format (a signed JWT). */
const tokenSchema = z.object({ email: z.string(), updateTo: z.string().optional() });

/**
 * Confirms an address from a mail's token: the pilot's own (sign-up), or the new one they asked to
 * move to, which only now replaces the old. Both the library's links and ours use the same token.
 */
export async function confirmEmail(db: Db, secret: string, token: string): Promise<void> {
  const parsed = tokenSchema.safeParse(await verifyJWT(token, secret));
  if (!parsed.success) throw new AppError("VALIDATION_FAILED", PLATFORM_MESSAGES.verifyLinkInvalid);
  const { email, updateTo } = parsed.data;
  const changes = updateTo ? { email: updateTo, emailVerified: true } : { emailVerified: true };
  try {
    const updated = await db
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(users.email, email.toLowerCase())))
      .returning({ id: users.id });
    if (updated.length === 0) throw new AppError("VALIDATION_FAILED", PLATFORM_MESSAGES.verifyLinkInvalid);
  } catch (error) {
    // The new address was taken by someone else after the link was sent.
    if ((error as { code?: string }).code === "23505" || (error as { cause?: { code?: string } }).cause?.code === "23505") {
      throw new AppError("VALIDATION_FAILED", PLATFORM_MESSAGES.verifyLinkInvalid);
    }
    throw error;
  }
}

/**
 * Sends another verification link when the address belongs to a pilot who has not confirmed it;
 * answers the same for every address (the library adds a constant floor to the answer's time).
 */
export async function requestVerificationMail(auth: AuthLibrary, email: string): Promise<void> {
  await auth.api.sendVerificationEmail({ body: { email: email.toLowerCase() } });
}

/**
 * Mails a confirmation link to the new address a pilot asked for. Nothing changes until it is
 * followed; an address already taken gets no mail and the same answer (no address oracle).
 */
export async function requestEmailChange(db: Db, mailer: Mailer, options: { secret: string; publicUrl: string }, userId: string, newEmail: string): Promise<void> {
  const email = newEmail.toLowerCase();
  const [pilot] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!pilot) throw new AppError("NOT_AUTHENTICATED", PLATFORM_MESSAGES.notSignedIn);
  if (pilot.email === email) throw new AppError("VALIDATION_FAILED", "That is already your address", [{ path: ["email"], message: "That is already your address" }]);
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken) return;
  const token = await signJWT({ email: pilot.email, updateTo: email }, options.secret, VERIFY_LINK_SECONDS);
  mailer.send(verifyEmailMail(email, options.publicUrl, token, true));
}

import { z } from "zod";
import type { User } from "./entities/user.ts";
import { isTimeZone } from "./pilot-time.ts";

export const MIN_PASSWORD_LENGTH = 8;

/** An e-mail names one account whatever its case and surrounding spaces. */
const accountEmail = z.string().trim().toLowerCase().pipe(z.email().max(254));

export const registerSchema = z.object({
  email: accountEmail,
  password: z.string().min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`).max(128),
  full_name: z.string().trim().min(1, "Enter your name").max(80),
  /** IANA timezone from the browser; the pilot's days and weeks follow it. */
  timezone: z.string().max(64).refine(isTimeZone, "Unknown timezone").optional(),
});

export const loginSchema = z.object({
  email: accountEmail,
  password: z.string().min(1).max(128),
});

/** The link in the mail always leads to this app's login page (`PUBLIC_URL/login?reset_token=…`). */
export const passwordResetRequestSchema = z.strictObject({
  email: accountEmail,
});

export const passwordResetSchema = z.object({
  token: z.string().min(1).max(512),
  password: registerSchema.shape.password,
});

/** Asks for another verification link (the sign-in refusal's "resend" action). */
export const verificationRequestSchema = z.strictObject({
  email: accountEmail,
});

/** Confirms an address with the token from a verification mail (`PUBLIC_URL/login?verify_token=…`). */
export const verifyEmailSchema = z.strictObject({
  token: z.string().min(1).max(2048),
});

/** A signed-in pilot asks to move to a new address; it changes once confirmed from a mail sent there. */
export const changeEmailSchema = z.strictObject({
  email: accountEmail,
});

/**
 * A signed-in pilot sets a new password: the current one proves it is them (a session left open on
 * a shared computer is not enough), the new one follows the sign-up rules.
 */
export const changePasswordSchema = z.strictObject({
  current_password: z.string().min(1, "Enter your current password").max(128),
  new_password: registerSchema.shape.password,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The sign-in providers this deployment offers, for the login page's buttons. */
export const providerListSchema = z.array(z.object({ id: z.string(), name: z.string() }));
export type ProviderList = z.infer<typeof providerListSchema>;

export interface AuthResult {
  access_token: string;
  user: User;
}

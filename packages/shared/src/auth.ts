import { z } from "zod";
import type { User } from "./entities/user.ts";

export const MIN_PASSWORD_LENGTH = 8;

/** Whether `name` is an IANA timezone this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

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

export const passwordResetRequestSchema = z.object({
  email: accountEmail,
  /** Where the link in the mail leads; must be on this app's origin. */
  redirect_url: z.string().max(2000).optional(),
});

export const passwordResetSchema = z.object({
  token: z.string().min(1).max(512),
  password: registerSchema.shape.password,
});

export interface AuthResult {
  access_token: string;
  user: User;
}

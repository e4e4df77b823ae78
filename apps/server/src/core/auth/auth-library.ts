import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { MIN_PASSWORD_LENGTH } from "@soundship/shared";
import type { Db } from "../../db/client.ts";
import { accounts, sessions, users, verifications } from "../../db/schema.ts";
import type { Mailer } from "./mailer.ts";

export interface AuthLibraryOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  mailer: Mailer;
}

/** Sessions last 30 days; a pilot who signs out (or is revoked) loses the session at once. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * The audited auth library does the parts that must not be hand-rolled: password hashing,
 * account records, session tokens and reset tokens. Our routes call its server API directly.
 */
export function createAuthLibrary({ db, secret, publicUrl, mailer }: AuthLibraryOptions) {
  return betterAuth({
    secret,
    baseURL: publicUrl,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        await mailer.send({
          to: user.email,
          subject: "Reset your Soundship password",
          text: `Open this link to choose a new password (valid for one hour):\n${publicUrl}/login?reset_token=${encodeURIComponent(token)}`,
        });
      },
    },
    session: { expiresIn: SESSION_TTL_SECONDS, disableSessionRefresh: true },
    // Our own routes rate-limit sign-in; the library's limiter only sees requests through its handler.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Failed sign-ins are answered and rate-limited by our routes; the library need not log each one.
    logger: { level: "error" },
    advanced: { database: { generateId: () => crypto.randomUUID() } },
  });
}

export type AuthLibrary = ReturnType<typeof createAuthLibrary>;

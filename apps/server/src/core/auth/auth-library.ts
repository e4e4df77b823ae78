import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
// The plugin from its own module: the plugins' index loads every plugin (about 0.2 s of a start).
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { MIN_PASSWORD_LENGTH } from "@soundship/shared";
import type { Db } from "../../db/client.ts";
import { accounts, sessions, users, verifications } from "../../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";
import { passwordHashing } from "./password-hashing.ts";
import { passwordChangedMail } from "./password-changed.mail.ts";
import { RESET_LINK_MINUTES, resetPasswordMail } from "./reset-password.mail.ts";
import { verifyEmailMail } from "./verify-email.mail.ts";
import { OIDC_PROVIDER_ID, type SignInProviders } from "./sign-in-providers.ts";

export interface AuthLibraryOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  mailer: Mailer;
  /** A pilot with an unconfirmed address may not sign in with a password. */
  requireEmailVerification: boolean;
  providers: SignInProviders;
  /** scrypt's cost for new password hashes (core/auth/password-hashing.ts). */
  passwordHashCost: number;
}

/** Sessions last 30 days; a pilot who signs out (or is revoked) loses the session at once. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/** How long the link in a verification mail works. */
export const VERIFY_LINK_SECONDS = 24 * 60 * 60;

/** Where better-auth serves the endpoints providers redirect to (`/api/auth/callback/:id`). */
export const AUTH_LIBRARY_BASE_PATH = "/api/auth";

/**
 * The audited auth library does the parts that must not be hand-rolled: password hashing,
 * account records, session tokens, reset and verification tokens, and the OAuth / OpenID Connect
 * dance with sign-in providers. Our routes call its server API directly; only the providers'
 * callback reaches its own HTTP handler.
 */
export function createAuthLibrary(options: AuthLibraryOptions) {
  const { db, secret, publicUrl, mailer, providers } = options;
  return betterAuth({
    secret,
    baseURL: publicUrl,
    basePath: AUTH_LIBRARY_BASE_PATH,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      password: passwordHashing(options.passwordHashCost),
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      requireEmailVerification: options.requireEmailVerification,
      // The mailer only queues: the answer to a reset request never waits on (or tells of) a delivery.
      sendResetPassword: async ({ user, token }) => mailer.send(resetPasswordMail(user.email, publicUrl, token)),
      onPasswordReset: async ({ user }) => mailer.send(passwordChangedMail(user.email, publicUrl)),
    },
    emailVerification: {
      sendOnSignUp: true,
      // A refused sign-in does not mail again: the pilot asks for another link, which is rate-limited.
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_LINK_SECONDS,
      sendVerificationEmail: async ({ user, token }) => mailer.send(verifyEmailMail(user.email, publicUrl, token)),
    },
    socialProviders: {
      ...(providers.discord && { discord: { ...providers.discord } }),
      ...(providers.google && { google: { ...providers.google } }),
    },
    plugins: providers.oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: OIDC_PROVIDER_ID,
                name: providers.oidc.name,
                discoveryUrl: `${providers.oidc.issuer}/.well-known/openid-configuration`,
                clientId: providers.oidc.clientId,
                clientSecret: providers.oidc.clientSecret,
                scopes: ["openid", "email", "profile"],
                pkce: true,
                // OpenID Connect's default client authentication, which every provider supports.
                authentication: "basic",
                requireIdTokenVerification: true,
              },
            ],
          }),
        ]
      : [],
    account: {
      // A provider's sign-in joins an existing pilot only when the provider vouches for the address
      // and the pilot has confirmed it here too (the library's default, stated): otherwise someone
      // could sign up with another's address first and wait for them to arrive through a provider.
      accountLinking: { enabled: true, requireLocalEmailVerified: true, trustedProviders: [] },
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

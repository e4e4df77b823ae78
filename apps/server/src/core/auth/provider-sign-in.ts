import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema.ts";
import { welcomeIfNew } from "./accounts.ts";
import type { AuthLibrary } from "./auth-library.ts";

/**
 * Where a pilot lands after signing in: `from_url` when it is a page of this app (never the login
 * page itself), else the front door, with the session's token as the login page would add it.
 * Only this app's origin, so the flow cannot hand a token to another site.
 */
export function returnWithToken(publicUrl: string, fromUrl: string | undefined, token: string, tokenParam = "access_token"): string {
  const origin = new URL(publicUrl).origin;
  let target: URL;
  try {
    target = new URL(fromUrl || "/", origin);
  } catch {
    target = new URL("/", origin);
  }
  if (target.origin !== origin || target.pathname.replace(/\/+$/, "").toLowerCase() === "/login") target = new URL("/", origin);
  target.searchParams.set(tokenParam, token);
  return target.toString();
}

/** The login page, keeping where the pilot was going; the library adds `error=` when a provider's flow fails. */
export function loginPage(publicUrl: string, fromUrl: string | undefined): string {
  const target = new URL("/login", publicUrl);
  if (fromUrl) target.searchParams.set("from_url", fromUrl);
  return target.toString();
}

/** The login page again, with why the provider's sign-in did not end in a session. */
export function loginPageWithError(publicUrl: string, fromUrl: string | undefined, error: string): string {
  const target = new URL(loginPage(publicUrl, fromUrl));
  target.searchParams.set("error", error);
  return target.toString();
}

export type ProviderSession = { token: string } | { refused: "banned" | "no_session" };

/**
 * The session a provider's callback just opened (the library keeps it in a cookie for the browser
 * that went through the flow). A banned pilot's session is ended here, as a password sign-in would.
 */
export async function takeProviderSession(db: Db, auth: AuthLibrary, headers: Headers): Promise<ProviderSession> {
  const found = await auth.api.getSession({ headers });
  if (!found) return { refused: "no_session" };
  const [pilot] = await db.select({ bannedAt: users.bannedAt }).from(users).where(eq(users.id, found.user.id));
  if (!pilot || pilot.bannedAt) {
    await db.delete(sessions).where(eq(sessions.token, found.session.token));
    return { refused: "banned" };
  }
  // A provider's first sign-in made this pilot: the same welcome as a sign-up.
  await welcomeIfNew(db, found.user.id);
  return { token: found.session.token };
}

import { ACCESS_TOKEN_PARAM } from "@soundship/sdk";

/**
 * Where the login page sends the pilot after signing in: `from_url` with the token added.
 * Only this app's own origin is allowed, so the page cannot be used to hand a token to another site.
 */
export function returnUrl(fromUrl: string | null, token: string, origin: string): string {
  let target: URL;
  try {
    target = new URL(fromUrl || "/", origin);
  } catch {
    target = new URL("/", origin);
  }
  // Coming back to the login page itself would just show the form again.
  if (target.origin !== origin || target.pathname.replace(/\/+$/, "").toLowerCase() === "/login") {
    target = new URL("/", origin);
  }
  target.searchParams.set(ACCESS_TOKEN_PARAM, token);
  return target.toString();
}

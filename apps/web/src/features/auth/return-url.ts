import { ACCESS_TOKEN_PARAM } from "@soundship/sdk";
import { pageFromPath, pagePath, type PageName } from "@/lib/routing/pages";

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

/**
 * The `from_url` a new pilot returns to: the page they asked for, or `landing` when they only came
 * from the ship's front door (the Dashboard, or nothing at all).
 */
export function newPilotFromUrl(fromUrl: string | null, origin: string, landing: PageName): string {
  let path = "/";
  try {
    path = new URL(fromUrl || "/", origin).pathname;
  } catch {
    // A malformed address is the front door.
  }
  return pageFromPath(path) === "Dashboard" ? pagePath(landing) : (fromUrl ?? pagePath(landing));
}

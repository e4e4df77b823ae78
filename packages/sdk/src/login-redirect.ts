import { ERROR_STATUS } from "@soundship/shared";
import type { BrowserLocation } from "./environment.ts";
import type { SoundshipError } from "./errors.ts";

/** SPEC.md section 8: the redirect waits 100 ms, so the failed call's handlers run before the page goes. */
export const LOGIN_REDIRECT_DELAY_MS = 100;

/** The login page URL that brings the pilot back to `fromUrl` afterwards. */
export function loginUrl(loginPath: string, fromUrl: string, appId: string): string {
  const separator = loginPath.includes("?") ? "&" : "?";
  return `${loginPath}${separator}from_url=${encodeURIComponent(fromUrl)}&app_id=${encodeURIComponent(appId)}`;
}

/**
 * True when the answer means the session is gone. A 403 carrying one of our error codes (FORBIDDEN,
 * TIER_REQUIRED, …) is a refusal the page shows, not a lost session; a bare 403 is SPEC.md's redirect.
 */
export function isSessionFailure(error: SoundshipError): boolean {
  return error.status === 401 || (error.status === 403 && !Object.hasOwn(ERROR_STATUS, error.code));
}

/** Sends the browser to the login page; does nothing outside a browser. */
export interface LoginNavigator {
  /** Leaves now; `fromUrl` defaults to the current page. */
  go(fromUrl?: string): void;
  /** Leaves after LOGIN_REDIRECT_DELAY_MS, at most once, since the page is on its way out. */
  goAfterDelay(): void;
}

/** Binds login navigation to one client's login page and app id. */
export function createLoginNavigator(location: BrowserLocation | undefined, loginPath: string, appId: string): LoginNavigator {
  let scheduled = false;
  const go = (fromUrl?: string) => {
    if (!location) return;
    location.href = loginUrl(loginPath, fromUrl ?? location.href, appId);
  };
  return {
    go,
    goAfterDelay() {
      if (scheduled || !location) return;
      scheduled = true;
      const fromUrl = location.href;
      setTimeout(() => go(fromUrl), LOGIN_REDIRECT_DELAY_MS);
    },
  };
}

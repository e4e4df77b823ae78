import type { BrowserHistory, BrowserLocation, TokenStorage } from "./environment.ts";

/** localStorage key under which the access token is kept. */
export const ACCESS_TOKEN_KEY = "soundship_access_token";
/** Query parameter in which the login page hands the token back to the app. */
export const ACCESS_TOKEN_PARAM = "access_token";

/** The client's current access token, kept in memory and mirrored to storage. */
export interface TokenStore {
  get(): string | null;
  /** null signs out. */
  set(token: string | null): void;
}

/** Reads the stored token once; later writes go to both memory and storage. */
export function createTokenStore(storage: TokenStorage): TokenStore {
  let token = safely(() => storage.getItem(ACCESS_TOKEN_KEY)) ?? null;
  return {
    get: () => token,
    set(next) {
      token = next || null;
      safely(() => (token ? storage.setItem(ACCESS_TOKEN_KEY, token) : storage.removeItem(ACCESS_TOKEN_KEY)));
    },
  };
}

/**
 * Takes a token the login page put in the URL and strips it from the address bar,
 * so it does not stay in history, bookmarks or a shared link. Other params and the hash stay.
 */
export function takeTokenFromUrl(location: BrowserLocation, history: BrowserHistory | undefined): string | null {
  let url: URL;
  try {
    url = new URL(location.href);
  } catch {
    return null;
  }
  if (!url.searchParams.has(ACCESS_TOKEN_PARAM)) return null;
  const token = url.searchParams.get(ACCESS_TOKEN_PARAM) || null;
  url.searchParams.delete(ACCESS_TOKEN_PARAM);
  history?.replaceState(history.state, "", `${url.pathname}${url.search}${url.hash}`);
  return token;
}

// Storage can throw (quota, blocked access); losing persistence must not break the call that triggered it.
function safely<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}

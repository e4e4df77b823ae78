import { createAuth, type AuthApi } from "./auth.ts";
import { createEntities, type EntitiesApi } from "./entities.ts";
import { resolveEnvironment, type BrowserLocation, type TokenStorage } from "./environment.ts";
import { createFunctions, type FunctionsApi } from "./functions.ts";
import { createHttp, type ApiRequest } from "./http.ts";
import { createLive, type LiveApi } from "./live.ts";
import { createLoginNavigator, isSessionFailure } from "./login-redirect.ts";
import type { SoundshipError } from "./errors.ts";
import { createTokenStore, takeTokenFromUrl } from "./token.ts";
import { createUploads, type UploadsApi } from "./uploads.ts";

/** The app id every API path carries unless told otherwise. */
export const DEFAULT_APP_ID = "soundship";

/** Settings of a client. */
export interface ClientOptions {
  /** Defaults to DEFAULT_APP_ID. */
  appId?: string;
  /** Origin of the API; "" means the page's own origin. */
  serverUrl?: string;
  /** Send the pilot to the login page when the session is no longer valid. */
  requiresAuth?: boolean;
  /** The login page; it gets `from_url` and `app_id` as query parameters. */
  loginPath?: string;
  /** Milliseconds per request; 0 (the default) waits as long as the browser does. */
  timeout?: number;
  /** Where the token is kept; defaults to localStorage. */
  storage?: TokenStorage;
  /** The address bar; defaults to window.location. */
  location?: BrowserLocation;
}

/** A client of the Soundship API. */
export interface SoundshipClient {
  readonly auth: AuthApi;
  readonly entities: EntitiesApi;
  readonly functions: FunctionsApi;
  readonly uploads: UploadsApi;
  readonly live: LiveApi;
  /** The access token in use, or null. */
  getToken(): string | null;
  /** Replaces the access token; null forgets it. */
  setToken(token: string | null): void;
}

/** Creates a client; picks up a token handed over in the URL, else the stored one. */
export function createClient(options: ClientOptions = {}): SoundshipClient {
  const { appId = DEFAULT_APP_ID, serverUrl = "", requiresAuth = false, loginPath = "/login", timeout = 0 } = options;
  const env = resolveEnvironment(options);
  const tokens = createTokenStore(env.storage);
  const handedOver = env.location ? takeTokenFromUrl(env.location, env.history) : null;
  if (handedOver) tokens.set(handedOver);
  const login = createLoginNavigator(env.location, loginPath, appId);

  const onErrorResponse = (error: SoundshipError, request: ApiRequest, sentToken: string | null) => {
    if (!requiresAuth || request.sessionRequired === false || !isSessionFailure(error)) return;
    // An answer to a request sent with an older token says nothing about the session signed in since.
    if (sentToken !== tokens.get()) return;
    tokens.set(null);
    login.goAfterDelay();
  };

  const apiRoot = `${serverUrl.replace(/\/+$/, "")}/api`;
  const http = createHttp({
    baseUrl: apiRoot,
    appId,
    timeout,
    getToken: tokens.get,
    originUrl: () => env.location?.href,
    onErrorResponse,
  });
  const appPath = `/apps/${encodeURIComponent(appId)}`;
  // The API's origin: serverUrl, else the page's own; relative links (this server's uploads) resolve against it.
  const apiBase = () => serverUrl || env.location?.href || "";

  return {
    auth: createAuth({ http, appPath, tokens, login, apiRoot }),
    entities: createEntities(http, appPath),
    functions: createFunctions(http, appPath),
    uploads: createUploads({
      http,
      appPath,
      getToken: tokens.get,
      resolve: (url) => new URL(url, apiBase() || undefined),
      isOwnServer: (url) => apiBase() !== "" && url.origin === new URL(apiBase()).origin,
    }),
    live: createLive(http, appPath, apiRoot),
    getToken: tokens.get,
    setToken: tokens.set,
  };
}

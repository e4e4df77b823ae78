import { linkAbort, type AbortCause } from "./abort.ts";
import {
  CLIENT_MESSAGES,
  ECONNABORTED,
  ERR_BAD_RESPONSE,
  ERR_CANCELED,
  ERR_NETWORK,
  SoundshipError,
  errorFromResponse,
  isRecord,
} from "./errors.ts";

/** Options every SDK method accepts as its last argument. */
export interface RequestOptions {
  /** Aborts the call; it then rejects with code ERR_CANCELED. */
  signal?: AbortSignal;
}

/** One call to the API, relative to `${serverUrl}/api`. */
export interface ApiRequest extends RequestOptions {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  query?: Record<string, string | number | undefined>;
  /** A FormData body goes as multipart, a Blob (a file) as its own bytes and type; anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** False for calls that answer 401 without any session being lost (a wrong password on login). */
  sessionRequired?: boolean;
}

/** What the transport needs from the client it serves. */
export interface HttpConfig {
  baseUrl: string;
  appId: string;
  /** Milliseconds; 0 = no timeout (SPEC.md section 7). */
  timeout: number;
  getToken(): string | null;
  /** The page URL for X-Origin-URL, or undefined outside a browser. */
  originUrl(): string | undefined;
  /** Sees every error answer before it is thrown, with the token it was sent with; the client uses it for the login redirect. */
  onErrorResponse(error: SoundshipError, request: ApiRequest, sentToken: string | null): void;
}

/** Sends one request and resolves to the parsed JSON body (undefined when empty). */
export type Http = <T>(request: ApiRequest) => Promise<T>;

/** Builds the fetch-based transport of one client. */
export function createHttp(config: HttpConfig): Http {
  return async <T>(request: ApiRequest): Promise<T> => {
    const token = config.getToken();
    const { response, text } = await send(config, request, token);
    const parsed = parseJson(text);
    if (!response.ok) {
      const error = errorFromResponse(response.status, parsed.ok ? parsed.value : text);
      config.onErrorResponse(error, request, token);
      throw error;
    }
    if (!parsed.ok) {
      throw new SoundshipError(CLIENT_MESSAGES.notJson, { status: response.status, code: ERR_BAD_RESPONSE, data: text });
    }
    // The server owns the contract; the body is trusted to match the type the SDK method declares.
    return parsed.value as T;
  };
}

async function send(config: HttpConfig, request: ApiRequest, token: string | null): Promise<{ response: Response; text: string }> {
  const abort = linkAbort(request.signal, config.timeout);
  try {
    abort.signal.throwIfAborted();
    const response = await fetch(buildUrl(config.baseUrl, request), {
      method: request.method,
      headers: buildHeaders(config, request, token),
      body: encodeBody(request.body),
      signal: abort.signal,
    });
    // Read inside the abort window: a body can stall after the headers have arrived.
    return { response, text: await response.text() };
  } catch (cause) {
    throw transportError(cause, abort.cause(), config.timeout);
  } finally {
    abort.dispose();
  }
}

/** A body parsed as JSON; an empty body is undefined. */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === "") return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function transportError(cause: unknown, abortCause: AbortCause | undefined, timeout: number): SoundshipError {
  if (abortCause === "canceled") return new SoundshipError(CLIENT_MESSAGES.canceled, { code: ERR_CANCELED, cause });
  if (abortCause === "timeout") return new SoundshipError(CLIENT_MESSAGES.timeout(timeout), { code: ECONNABORTED, cause });
  // The browser aborts in-flight requests itself, e.g. when the page unloads. Checked by name:
  // a DOMException is not an Error in every engine.
  if (isRecord(cause) && cause.name === "AbortError") {
    return new SoundshipError(CLIENT_MESSAGES.aborted, { code: ECONNABORTED, cause });
  }
  return new SoundshipError(CLIENT_MESSAGES.network, { code: ERR_NETWORK, cause });
}

function buildUrl(baseUrl: string, request: ApiRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${request.path}${search ? `?${search}` : ""}`;
}

function buildHeaders(config: HttpConfig, request: ApiRequest, token: string | null): Record<string, string> {
  const headers: Record<string, string> = { "X-App-Id": config.appId };
  // Multipart needs the browser to write Content-Type itself, boundary included.
  if (request.body instanceof Blob) headers["Content-Type"] = request.body.type || "application/octet-stream";
  else if (!(request.body instanceof FormData)) headers["Content-Type"] = "application/json";
  const originUrl = config.originUrl();
  if (originUrl) headers["X-Origin-URL"] = originUrl;
  if (token) headers["Authorization"] = `Bearer ${token}`;
  return { ...headers, ...request.headers };
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob) return body;
  return JSON.stringify(body);
}

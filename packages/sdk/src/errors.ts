import type { ErrorCode } from "@soundship/shared";

/** fetch itself failed: offline, DNS, CORS, connection reset. */
export const ERR_NETWORK = "ERR_NETWORK";
/** The client `timeout` elapsed, or the browser aborted the request on its own. */
export const ECONNABORTED = "ECONNABORTED";
/** The caller's AbortSignal aborted the call. */
export const ERR_CANCELED = "ERR_CANCELED";
/** A 4xx answer whose body names no code. */
export const ERR_BAD_REQUEST = "ERR_BAD_REQUEST";
/** A 5xx answer whose body names no code, or an answer whose body is not JSON. */
export const ERR_BAD_RESPONSE = "ERR_BAD_RESPONSE";

/** SPEC.md section 8's client error kinds, by the code each one carries. */
export const CLIENT_ERROR_CODES = {
  network: ERR_NETWORK,
  timeout: ECONNABORTED,
  aborted: ECONNABORTED,
  canceled: ERR_CANCELED,
  badRequest: ERR_BAD_REQUEST,
  badResponse: ERR_BAD_RESPONSE,
} as const;

/** A code the client sets itself when the server gave none. */
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES];

/** The code of a failed call; `string & {}` keeps a code this version does not know yet, instead of hiding it. */
export type SoundshipErrorCode = ErrorCode | ClientErrorCode | (string & {});

/** The client's own texts, used only when the server sent no message. */
export const CLIENT_MESSAGES = {
  network: "Network Error",
  timeout: (ms: number) => `timeout of ${ms}ms exceeded`,
  aborted: "Request aborted",
  canceled: "Request canceled",
  status: (status: number) => `Request failed with status code ${status}`,
  notJson: "The server answered with a body that is not JSON",
  noTrack: "The server did not answer with the uploaded track",
} as const;

/** Details of a failed call besides its message. */
export interface SoundshipErrorInit {
  status?: number;
  code: SoundshipErrorCode;
  data?: unknown;
  cause?: unknown;
}

/** Every failed SDK call rejects with this. */
export class SoundshipError extends Error {
  override name = "SoundshipError";
  /** HTTP status, or undefined when no answer arrived. */
  readonly status: number | undefined;
  /** The server's code, else a client code. */
  readonly code: SoundshipErrorCode;
  /** The parsed response body (raw text when it was not JSON). */
  readonly data: unknown;

  constructor(message: string, init: SoundshipErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.data = init.data;
  }
}

/** The error for a non-2xx answer: the body's message and code win over the client's. */
export function errorFromResponse(status: number, data: unknown): SoundshipError {
  const body = isRecord(data) ? data : undefined;
  const serverCode = typeof body?.code === "string" && body.code !== "" ? body.code : undefined;
  const fallbackCode = status >= 400 && status < 500 ? ERR_BAD_REQUEST : ERR_BAD_RESPONSE;
  return new SoundshipError(messageOf(body) ?? CLIENT_MESSAGES.status(status), {
    status,
    code: serverCode ?? fallbackCode,
    data,
  });
}

function messageOf(body: Record<string, unknown> | undefined): string | undefined {
  if (typeof body?.message === "string" && body.message !== "") return body.message;
  const detail = body?.detail;
  if (detail === undefined || detail === null || detail === "") return undefined;
  return typeof detail === "string" ? detail : JSON.stringify(detail);
}

/** True for a non-null, non-array object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Every error the API answers with: a stable code and its HTTP status.
 * The SDK and the UI tell errors apart by `code`; `message` is what a person reads.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  /** The HTTP request itself could not be read: its request line, URL, framing or encoding. */
  BAD_REQUEST: 400,
  INVALID_QUERY: 400,
  INVALID_JSON: 400,
  NOT_AUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCOUNT_BANNED: 403,
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  ALREADY_CLAIMED: 409,
  ALREADY_ENROLLED: 409,
  ALREADY_DRAWN: 409,
  IDEMPOTENCY_IN_PROGRESS: 409,
  /** An Idempotency-Key already answered a call with another payload. */
  IDEMPOTENCY_KEY_REUSED: 422,
  INSUFFICIENT_STARDUST: 402,
  QUEST_NOT_COMPLETED: 422,
  PAYMENT_REQUIRED: 422,
  REQUEST_TIMEOUT: 408,
  /** An `Expect` header other than `100-continue`. */
  EXPECTATION_FAILED: 417,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UPLOAD_LINK_INVALID: 403,
  UPLOAD_LINK_EXPIRED: 403,
  UPLOAD_LINK_USED: 409,
  UPLOAD_INCOMPLETE: 400,
  UPLOAD_LIMIT_REACHED: 422,
  RULE_REFUSED: 422,
  TIER_REQUIRED: 403,
  BATTLE_CLOSED: 409,
  BATTLE_FULL: 409,
  ALREADY_ENTERED: 409,
  NO_BATTLE_ENTRIES: 422,
  TOURNAMENT_CLOSED: 409,
  TOURNAMENT_FULL: 409,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  /** A transaction lost a race (deadlock, serialization) on every attempt; the call may be retried. */
  TRY_AGAIN: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Messages of the idempotency answers (DESIGN.md section 5: a repeat returns the first answer). */
export const IDEMPOTENCY_MESSAGES = {
  inProgress: "The same request is still being processed",
  otherFunction: "This Idempotency-Key was already used for another function",
  otherPayload: "This Idempotency-Key was already used with another payload",
} as const;

/** The JSON body of every error answer. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  detail?: unknown;
  request_id?: string;
}

/** The body of a function's refusal (DESIGN.md section 5): SPEC.md's text in both `error` and `message`. */
export interface RefusalBody extends ErrorBody {
  ok: false;
  error: string;
}

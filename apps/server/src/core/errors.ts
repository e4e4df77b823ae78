import { ERROR_STATUS, type ErrorCode } from "@soundship/shared";

/** A refusal with a stable code; the HTTP layer turns it into `{message, code, detail}` with the code's status. */
export class AppError extends Error {
  readonly status: number;
  /** `cause` is what went wrong underneath: logged with the request id, never sent. */
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly detail?: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what = "Not found") => new AppError("NOT_FOUND", what);
export const forbidden = () => new AppError("FORBIDDEN", "You are not allowed to do that");
export const badRequest = (message: string, detail?: unknown) => new AppError("VALIDATION_FAILED", message, detail);

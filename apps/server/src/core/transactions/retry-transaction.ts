import { AppError } from "../errors.ts";

/** PostgreSQL's deadlock and serialization failures: the transaction lost a race and may simply run again. */
const RETRYABLE_CODES = new Set(["40P01", "40001"]);

/** Attempts in all; a transaction that loses this many races in a row is told to come back later. */
export const TRANSACTION_ATTEMPTS = 5;

/** Whether an error (or the driver error it wraps) is a deadlock or a serialization failure. */
export function isRetryableConflict(error: unknown): boolean {
  for (let current = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && RETRYABLE_CODES.has(code)) return true;
  }
  return false;
}

/** The answer when every attempt lost its race: a 503 the client may retry, never a 500. */
export const busy = () => new AppError("TRY_AGAIN", "The server is busy with the same records; try again in a moment");

/**
 * Runs a whole transaction again when PostgreSQL aborted it as a deadlock victim or a serialization
 * failure: its writes were rolled back, so running it again is safe. `attempt` must open its own
 * transaction. A short random pause lets the winner finish before the next try.
 */
export async function retryOnConflict<T>(attempt: () => Promise<T>, attempts = TRANSACTION_ATTEMPTS): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryableConflict(error)) throw error;
      if (tries >= attempts) throw busy();
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * tries));
    }
  }
}

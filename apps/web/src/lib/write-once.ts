import { ERR_NETWORK, newIdempotencyKey } from "@soundship/sdk";

// The key of each write whose last attempt got no answer, by what the pilot meant (`purchase:shield_pack`).
const unanswered = new Map<string, string>();

function isNetworkFailure(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === ERR_NETWORK;
}

/**
 * Runs a write that spends or grants, with an Idempotency-Key kept per intent. When the connection
 * drops, the server may have run the write without the answer coming back; the next attempt of the
 * same intent sends the same key, so the server answers the first result instead of paying again
 * (DESIGN.md section 5). Any answer from the server closes the intent: the next write is a new one.
 */
export async function writeOnce<T>(intent: string, write: (idempotencyKey: string) => Promise<T>): Promise<T> {
  const key = unanswered.get(intent) ?? newIdempotencyKey();
  unanswered.set(intent, key);
  try {
    const result = await write(key);
    unanswered.delete(intent);
    return result;
  } catch (error) {
    if (!isNetworkFailure(error)) unanswered.delete(intent);
    throw error;
  }
}

/** Said when a write got no answer: whether it ran is unknown, and trying again is safe. */
export const WRITE_UNANSWERED = "the connection was lost before the ship answered. Try again once it is back: nothing is paid twice.";

/** `failure`, and for a write the network swallowed, what happened and that a retry is safe. */
export function unansweredWrite(error: unknown, failure: string): string | undefined {
  return isNetworkFailure(error) ? `${failure}: ${WRITE_UNANSWERED}` : undefined;
}

import { SoundshipError } from "@soundship/sdk";

/**
 * What to tell the pilot when a call fails: the server's own refusal (SPEC.md's texts, such as
 * 'Insufficient Stardust!') for a 4xx, else the page's fallback — a 5xx or a network failure says
 * nothing a pilot can act on.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  const refused = error instanceof SoundshipError && error.status !== undefined && error.status < 500;
  return refused && error.message ? error.message : fallback;
}

/** SPEC.md's failure text, followed by the server's reason when it gave one ('Battle creation failed: Insufficient Stardust!'). */
export function failureWithReason(error: unknown, failure: string): string {
  const reason = refusalMessage(error, "");
  return reason ? `${failure}: ${reason}` : failure;
}

/** Whether a call failed because what it asked for does not exist (a 404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof SoundshipError && error.status === 404;
}

import type { User } from "@soundship/shared";
import { sdk } from "./sdk";

let early: Promise<User> | undefined;

/**
 * Asks for the signed-in pilot as the page starts, while the app's code is still on its way: the
 * auth gate waits for this answer before any page renders, so it should not also wait for the code
 * before asking. Without a token there is nobody to ask about (the gate sends the pilot to sign in).
 */
export function prefetchPilot(): void {
  if (!sdk.auth.hasToken()) return;
  early = sdk.auth.me();
  // A refusal is the auth gate's to handle when it takes the answer; meanwhile it is not unhandled.
  early.catch(() => undefined);
}

/** The early answer, once: any later read asks the server again. */
export function takePrefetchedPilot(): Promise<User> | undefined {
  const answer = early;
  early = undefined;
  return answer;
}

import { PLATFORM_MESSAGES } from "@soundship/shared";
import { ERR_NETWORK } from "@soundship/sdk";

export const NETWORK_MESSAGE = "Cannot reach the ship. Check your connection and try again.";

/** The text a form shows for a failed auth call; the server's own message is used when it sent one. */
export function authErrorMessage(error: unknown): string {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
  switch (code) {
    case "INVALID_CREDENTIALS":
      return PLATFORM_MESSAGES.invalidCredentials;
    case "EMAIL_TAKEN":
      return PLATFORM_MESSAGES.emailTaken;
    case "RATE_LIMITED":
      return PLATFORM_MESSAGES.tooManyAttempts;
    case "EMAIL_NOT_VERIFIED":
      return PLATFORM_MESSAGES.emailNotVerified;
    case ERR_NETWORK:
      return NETWORK_MESSAGE;
  }
  return error instanceof Error && error.message ? error.message : PLATFORM_MESSAGES.internal;
}

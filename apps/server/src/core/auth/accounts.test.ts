import { PLATFORM_MESSAGES } from "@soundship/shared";
import { APIError } from "better-auth/api";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { registerPilot, requestPasswordReset, signInPilot } from "./accounts.ts";
import type { AuthLibrary } from "./auth-library.ts";

/** An auth library whose every call refuses with the library's own wording. */
const refusing = (status: ConstructorParameters<typeof APIError>[0], body: { message: string; code?: string }) => {
  const fail = async () => {
    throw new APIError(status, body);
  };
  return { api: { signUpEmail: fail, signInEmail: fail, requestPasswordReset: fail } } as unknown as AuthLibrary;
};

const noDatabase = {} as Db;
const input = { email: "nova@soundship.test", password: "password-123", full_name: "Nova" };

describe("the auth library's refusals", () => {
  it.each([
    ["BAD_REQUEST", { message: "Failed to create user: relation \"users\" violates constraint users_pkey", code: "FAILED_TO_CREATE_USER" }],
    ["UNPROCESSABLE_ENTITY", { message: "Invalid email format [better-auth]" }],
    ["INTERNAL_SERVER_ERROR", { message: "adapter: drizzle query failed at /srv/app/node_modules" }],
  ] as const)("reach the client as our message, never the library's text (%s)", async (status, body) => {
    const auth = refusing(status, body);
    for (const call of [
      () => registerPilot(noDatabase, auth, input, new Date(0)),
      () => requestPasswordReset(auth, input.email),
    ]) {
      const error = await call().then(() => null, (caught: unknown) => caught as { message: string; code: string; detail?: unknown; cause?: unknown });
      expect(error).toMatchObject({ code: "VALIDATION_FAILED", message: PLATFORM_MESSAGES.accountRefused, detail: undefined });
      // The library's own words stay with the error for the log.
      expect(error!.cause).toBeInstanceOf(APIError);
    }
  });

  it("keeps the mapped ones: a wrong password is our invalid-credentials message", async () => {
    const auth = refusing("UNAUTHORIZED", { message: "Invalid email or password [lib]", code: "INVALID_EMAIL_OR_PASSWORD" });
    await expect(signInPilot(noDatabase, auth, input.email, "nope", new Date(0))).rejects.toMatchObject({ code: "INVALID_CREDENTIALS", message: PLATFORM_MESSAGES.invalidCredentials });
  });
});

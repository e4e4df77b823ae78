import { PLATFORM_MESSAGES } from "@soundship/shared";
import { SoundshipError } from "@soundship/sdk";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { FORM_ERROR, showRefusal } from "./use-schema-form";

/** The two parts of a form that a refusal touches: its values (the field names) and its errors. */
function fakeForm(values: FieldValues) {
  const errors: Record<string, string | undefined> = {};
  const form = { getValues: () => values, setError: (name: string, error: { message?: string }) => (errors[name] = error.message) };
  return { form: form as unknown as UseFormReturn<FieldValues, unknown, FieldValues>, errors };
}

describe("a server refusal on a schema form", () => {
  it("lands on the field its detail names, by the schema's key", () => {
    const { form, errors } = fakeForm({ email: "", password: "" });
    const refusal = new SoundshipError("email: Invalid email address", {
      status: 400,
      code: "VALIDATION_FAILED",
      data: { code: "VALIDATION_FAILED", message: "email: Invalid email address", detail: [{ path: ["email"], message: "Invalid email address" }] },
    });
    showRefusal(form, refusal);
    expect(errors).toEqual({ email: "Invalid email address" });
  });

  it("is the form's own message when it names no field of the form", () => {
    const { form, errors } = fakeForm({ email: "", password: "" });
    showRefusal(form, new SoundshipError(PLATFORM_MESSAGES.invalidCredentials, { status: 401, code: "INVALID_CREDENTIALS", data: { message: "x" } }));
    showRefusal(fakeForm({}).form, new Error("ignored"));
    expect(errors).toEqual({ [FORM_ERROR]: PLATFORM_MESSAGES.invalidCredentials });
  });
});

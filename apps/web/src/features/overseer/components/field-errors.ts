import { SoundshipError } from "@soundship/sdk";
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

/** Zod issues as one message per top-level field (the first wins). */
function byField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Checks a form against the shared schema the server applies too; null when it passes. */
export function checkForm(schema: z.ZodType, value: unknown): FieldErrors | null {
  const result = schema.safeParse(value);
  return result.success ? null : byField(result.error.issues);
}

/**
 * The server's refusal as field errors: a 400 carries the Zod issues (or the same shape) in
 * `detail`; anything else is shown over the form.
 */
export function serverErrors(error: unknown): FieldErrors {
  if (error instanceof SoundshipError) {
    const detail = (error.data as { detail?: unknown } | null)?.detail;
    if (error.status === 400 && Array.isArray(detail) && detail.length) return byField(detail as { path: PropertyKey[]; message: string }[]);
    return { form: error.message };
  }
  return { form: "The Overseer could not be reached. Try again." };
}

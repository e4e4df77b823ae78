import { AppError } from "../errors.ts";

/** A field error in the shape the contracts' Zod refusals have, so a form shows it under the field. */
export function fieldError(field: string, message: string): AppError {
  return new AppError("VALIDATION_FAILED", `${field}: ${message}`, [{ code: "custom", path: [field], message }]);
}

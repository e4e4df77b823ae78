import { ERR_BAD_REQUEST, SoundshipError, isRecord } from "./errors.ts";

/** Named parameters of a function or integration call. */
export type Payload = object;

/**
 * SPEC.md section 5: calls take an object of named parameters. A string (or any non-object)
 * is refused here, before any request, so the mistake shows at the call site.
 */
export function assertObjectPayload(kind: "Function" | "Integration", name: string, payload: unknown): asserts payload is Record<string, unknown> {
  if (isRecord(payload)) return;
  throw new SoundshipError(`${kind} ${name} must receive an object with named parameters, received: ${String(payload)}`, {
    code: ERR_BAD_REQUEST,
  });
}

/** True when some value is a file, which JSON cannot carry. */
export function hasFile(payload: Record<string, unknown>): boolean {
  return Object.values(payload).some((value) => value instanceof Blob);
}

/** Multipart form of a payload: files as parts, strings as is, anything else as JSON text. */
export function toFormData(payload: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, typeof value === "string" ? value : JSON.stringify(value));
  }
  return form;
}

import { ERR_BAD_REQUEST, SoundshipError, isRecord } from "./errors.ts";

/**
 * SPEC.md section 5: calls take an object of named parameters. A string (or any non-object)
 * is refused here, before any request, so the mistake shows at the call site.
 */
export function assertObjectPayload(name: string, payload: unknown): asserts payload is Record<string, unknown> {
  if (isRecord(payload)) return;
  throw new SoundshipError(`Function ${name} must receive an object with named parameters, received: ${String(payload)}`, {
    code: ERR_BAD_REQUEST,
  });
}

import { z } from "zod";
import type { FunctionRegistry } from "../../src/core/functions/registry.ts";

const FUNCTION_PATH = /\/functions\/([^/?]+)$/;

/**
 * Holds a function's success reply to its shared contract: `{ok: true}` plus exactly the fields of
 * `contract.result` (an undeclared top-level field fails too, since no client would see its type).
 * Every API test's calls pass through here, so a reply that drifts from its contract fails the test
 * that made it.
 */
export function checkContractReply(registries: { functions: FunctionRegistry }, path: string, method: string, status: number, body: unknown): void {
  const match = method === "POST" && status === 200 ? FUNCTION_PATH.exec(path) : null;
  if (!match) return;
  const definition = registries.functions.get(decodeURIComponent(match[1]!));
  if (!definition) return;
  const parsed = successBody(definition.contract.result).safeParse(body);
  if (!parsed.success) {
    throw new Error(`${definition.contract.name} answered outside its contract: ${z.prettifyError(parsed.error)}\n${JSON.stringify(body)}`);
  }
}

/** The contract's result with `ok: true`, closed to undeclared top-level fields. */
function successBody(result: z.ZodType): z.ZodType {
  const ok = { ok: z.literal(true) };
  if (result instanceof z.ZodObject) return result.extend(ok).strict();
  if (result instanceof z.ZodUnion) return z.union((result.options as z.ZodType[]).map(successBody));
  return z.intersection(z.object(ok), result);
}

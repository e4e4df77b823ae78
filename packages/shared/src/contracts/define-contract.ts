import type { z } from "zod";

/**
 * A backend function's contract: its name, the payload it takes and the fields of its success body
 * (`{ ok: true, ...result }`). The server registers its handler against it, the SDK types
 * `functions.invoke(name, …)` from it, and the web app imports no hand-written result type.
 */
export interface FunctionContract<Name extends string = string, Input extends z.ZodType = z.ZodType, Result extends z.ZodType = z.ZodType> {
  name: Name;
  input: Input;
  result: Result;
}

/** Declares a contract, keeping its name as a literal type. */
export function defineContract<const Name extends string, Input extends z.ZodType, Result extends z.ZodType>(
  contract: FunctionContract<Name, Input, Result>,
): FunctionContract<Name, Input, Result> {
  return contract;
}

/** The payload a contract takes. */
export type ContractInput<C extends FunctionContract> = z.input<C["input"]>;
/** The success body a contract answers, `ok` included. */
export type ContractResult<C extends FunctionContract> = { ok: true } & z.output<C["result"]>;

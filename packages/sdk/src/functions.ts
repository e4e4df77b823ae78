import type { ContractInput, ContractName, ContractResult, FunctionContracts } from "@soundship/shared";
import type { Http, RequestOptions } from "./http.ts";
import { newIdempotencyKey } from "./idempotency-key.ts";
import { assertObjectPayload, type Payload } from "./payload.ts";

/** The success body of a function without a shared contract: `{ ok: true, ...result }` (DESIGN.md section 5). */
export type UntypedFunctionResult = { ok: boolean } & Record<string, unknown>;

/** The payload of function `Name`: its contract's input, or any object for a function without one. */
export type FunctionInput<Name extends string> = Name extends ContractName ? ContractInput<FunctionContracts[Name]> : Payload;

/** The success body of function `Name`: its contract's result, or a loose record for a function without one. */
export type FunctionResult<Name extends string = string> = Name extends ContractName
  ? ContractResult<FunctionContracts[Name]>
  : UntypedFunctionResult;

/** A payload that may be left out when the function takes nothing it requires. */
type InvokeArgs<Name extends string> = Record<never, never> extends FunctionInput<Name>
  ? [payload?: FunctionInput<Name>, options?: RequestOptions]
  : [payload: FunctionInput<Name>, options?: RequestOptions];

/** Backend functions under `/functions/{name}`. */
export interface FunctionsApi {
  /**
   * Runs function `name`, typed by its shared contract; a name without one (a Base44-style client's
   * own) is callable untyped. A refusal rejects with a SoundshipError carrying the server's message and code.
   */
  invoke<Name extends string>(name: Name, ...args: InvokeArgs<Name>): Promise<FunctionResult<Name>>;
}

/** Backend functions of one app. */
export function createFunctions(http: Http, appPath: string): FunctionsApi {
  return {
    async invoke<Name extends string>(name: Name, ...args: InvokeArgs<Name>): Promise<FunctionResult<Name>> {
      const [payload = {}, options]: [unknown?, RequestOptions?] = args;
      assertObjectPayload("Function", name, payload);
      return http<FunctionResult<Name>>({
        method: "POST",
        path: `${appPath}/functions/${encodeURIComponent(name)}`,
        body: payload,
        // A fresh key per invoke: if the answer is lost and the call is repeated, the server pays once.
        headers: { "Idempotency-Key": newIdempotencyKey() },
        signal: options?.signal,
      });
    },
  };
}

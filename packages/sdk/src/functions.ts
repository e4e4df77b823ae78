import type { ContractInput, ContractName, ContractResult, FunctionContracts } from "@soundship/shared";
import type { Http, RequestOptions } from "./http.ts";
import { newIdempotencyKey } from "./idempotency-key.ts";
import { assertObjectPayload } from "./payload.ts";

/** The payload of function `Name`: its shared contract's input. */
export type FunctionInput<Name extends ContractName> = ContractInput<FunctionContracts[Name]>;

/** The success body of function `Name`: `{ ok: true, ...result }` by its shared contract (DESIGN.md section 5). */
export type FunctionResult<Name extends ContractName> = ContractResult<FunctionContracts[Name]>;

/** Options of one invoke: those of any request, and the Idempotency-Key to send. */
export interface InvokeOptions extends RequestOptions {
  /**
   * The key of this write (DESIGN.md section 5). Fresh for each invoke unless given: a caller that
   * repeats a write whose answer was lost passes the first attempt's key, and the server runs it once.
   */
  idempotencyKey?: string;
}

/** Backend functions under `/functions/{name}`. */
export interface FunctionsApi {
  /**
   * Runs function `name` with its payload, both typed by its shared contract: a name without a
   * contract does not compile. A refusal rejects with a SoundshipError carrying the server's message and code.
   */
  invoke<Name extends ContractName>(name: Name, payload: FunctionInput<Name>, options?: InvokeOptions): Promise<FunctionResult<Name>>;
}

/** Backend functions of one app. */
export function createFunctions(http: Http, appPath: string): FunctionsApi {
  return {
    async invoke<Name extends ContractName>(name: Name, payload: FunctionInput<Name>, options?: InvokeOptions): Promise<FunctionResult<Name>> {
      // Plain JavaScript callers may still pass a string or nothing; both are caught before any request.
      const body: unknown = payload ?? {};
      assertObjectPayload(name, body);
      return http<FunctionResult<Name>>({
        method: "POST",
        path: `${appPath}/functions/${encodeURIComponent(name)}`,
        body,
        // A fresh key per invoke unless the caller repeats an earlier attempt with its key.
        headers: { "Idempotency-Key": options?.idempotencyKey ?? newIdempotencyKey() },
        signal: options?.signal,
      });
    },
  };
}

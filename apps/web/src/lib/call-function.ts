import type { ContractInput, ContractResult, FunctionContract } from "@soundship/shared";
import type { RequestOptions } from "@soundship/sdk";
import { sdk } from "./sdk";

/**
 * Calls a backend function typed by its shared contract. Pages import the contract as a type only,
 * so a screen that merely reads does not download the contract's validation schemas.
 */
export function callFunction<C extends FunctionContract>(name: C["name"], input: ContractInput<C>, options?: RequestOptions): Promise<ContractResult<C>> {
  // The contract `name` names is C; TypeScript cannot follow that through the SDK's name map.
  return sdk.functions.invoke(name as string, input as object, options) as Promise<ContractResult<C>>;
}

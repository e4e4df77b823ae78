import type { FunctionContract } from "./define-contract.ts";
import * as listed from "./contract-list.ts";

type Listed = typeof listed;

/** Function name → its contract, for every contract listed in `contract-list.ts`. */
export type FunctionContracts = { [K in keyof Listed as Listed[K]["name"]]: Listed[K] };
/** The name of a backend function that has a shared contract. */
export type ContractName = keyof FunctionContracts;

/** Every shared function contract by name: the server registers against it, the SDK types `invoke` with it. */
export const FUNCTION_CONTRACTS = Object.freeze(
  Object.fromEntries(Object.values(listed).map((contract: FunctionContract) => [contract.name, contract])),
) as FunctionContracts;

export * from "./define-contract.ts";
export * from "./contract-list.ts";

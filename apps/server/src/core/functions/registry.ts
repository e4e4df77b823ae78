import type { FunctionContract } from "@soundship/shared";
import type { z } from "zod";
import type { Config } from "../../config.ts";
import type { Tx } from "../../db/client.ts";
import type { Pilot } from "../auth/sessions.ts";
import type { Clock } from "../clock.ts";

/** What a function runs with: its transaction, the caller and the server's clock. */
export interface FunctionContext {
  tx: Tx;
  pilot: Pilot;
  clock: Clock;
  /** Uniform in [0, 1); tests inject a fixed sequence. */
  random: () => number;
  /**
   * Runs `task` once the call's transaction has committed — for effects outside the database, such
   * as removing a file, that must not happen if the writes roll back. A failed task is not retried.
   */
  afterCommit(task: () => Promise<void>): void;
  config: Config;
}

/** A named backend function: its input schema and a handler that runs inside one transaction. */
export interface FunctionDefinition<Schema extends z.ZodType = z.ZodType> {
  name: string;
  input: Schema;
  /** Admin-only functions refuse everyone else with 403. */
  adminOnly?: boolean;
  /** The 401 text for a caller who is not signed in, where SPEC.md words one ('Login required'). */
  loginMessage?: string;
  handler(ctx: FunctionContext, input: z.infer<Schema>): Promise<Record<string, unknown>>;
}

/** A function declared against its shared contract: the handler's input and answer are the contract's types. */
export interface ContractFunction<C extends FunctionContract> {
  contract: C;
  adminOnly?: boolean;
  loginMessage?: string;
  /** Answers the success body's fields; tests parse every recorded reply with `contract.result`. */
  handler(ctx: FunctionContext, input: z.infer<C["input"]>): Promise<Record<string, unknown>>;
}

/**
 * Declares a function: from its shared contract (`packages/shared/src/contracts/`), the way every
 * function is written, or from an inline input schema.
 */
export function defineFunction<C extends FunctionContract>(definition: ContractFunction<C>): FunctionDefinition;
export function defineFunction<Schema extends z.ZodType>(definition: FunctionDefinition<Schema>): FunctionDefinition;
export function defineFunction(definition: ContractFunction<FunctionContract> | FunctionDefinition): FunctionDefinition {
  if (!("contract" in definition)) return definition as unknown as FunctionDefinition;
  const { contract, adminOnly, loginMessage, handler } = definition;
  return { name: contract.name, input: contract.input, adminOnly, loginMessage, handler: handler as FunctionDefinition["handler"] };
}

/** A name → function table; an unknown name is a 404 at the route. */
export type FunctionRegistry = ReadonlyMap<string, FunctionDefinition>;

export function createRegistry(definitions: FunctionDefinition[]): FunctionRegistry {
  return new Map(definitions.map((definition) => [definition.name, definition]));
}

import type { FunctionContract } from "@soundship/shared";
import type { z } from "zod";
import type { Config } from "../../config.ts";
import type { Tx } from "../../db/client.ts";
import type { SessionCache } from "../identity/session-cache.ts";
import type { SharedReads } from "./shared-reads.ts";
import type { Pilot } from "../identity/pilot.ts";
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
  /** This instance's session cache, for the one function that revokes sessions (a ban). */
  sessions: SessionCache;
  /** Reads every pilot sees alike, made once a moment by this instance (docs/decisions/031). */
  sharedReads: SharedReads;
}

/** A backend function declared against its shared contract (`packages/shared/src/contracts/`). */
export interface FunctionDefinition<C extends FunctionContract = FunctionContract> {
  contract: C;
  /**
   * Admin-only (the Overseer's): for everyone else, anonymous included, the function does not
   * exist — the answer is exactly an unknown function's 404.
   */
  adminOnly?: boolean;
  /** The 401 text for a caller who is not signed in, where SPEC.md words one ('Login required'). */
  loginMessage?: string;
  /**
   * Writes nothing: runs on the pool without a transaction, and an Idempotency-Key is not stored
   * (a repeat simply reads again). Keeps hot reads such as the leaderboard one round trip.
   */
  readOnly?: boolean;
  /**
   * Answers the success body's fields, typed by `contract.result`: the compiler refuses a field the
   * contract does not describe or a value of the wrong kind. `runFunction` adds `ok: true`.
   */
  handler(ctx: FunctionContext, input: z.output<C["input"]>): Promise<HandlerResult<C>>;
}

/**
 * What a handler returns: the fields of the contract's success body (`runFunction` adds `ok`). The
 * schema's input side: what `contract.result` accepts is what the reply may carry.
 */
export type HandlerResult<C extends FunctionContract> = z.input<C["result"]>;

/** A function as the registry holds it: any contract, its handler's types checked where it was declared. */
export interface ServedFunction extends Omit<FunctionDefinition, "handler"> {
  handler(ctx: FunctionContext, input: unknown): Promise<object>;
}

/** Declares a function from its shared contract; its handler gets the contract's parsed input and must answer its result. */
export function defineFunction<C extends FunctionContract>(definition: FunctionDefinition<C>): ServedFunction {
  // Widened for the registry: runFunction parses every payload with this same contract first, so the
  // handler only ever sees the input its type names.
  return definition as unknown as ServedFunction;
}

/** A name → function table; an unknown name is a 404 at the route. */
export type FunctionRegistry = ReadonlyMap<string, ServedFunction>;

/** Indexes the served functions by their contract's name. */
export function createRegistry(definitions: ServedFunction[]): FunctionRegistry {
  return new Map(definitions.map((definition) => [definition.contract.name, definition]));
}

import { expect, type Page, type Route } from "@playwright/test";
import { ERROR_STATUS, type ErrorCode, type FunctionContract, type RefusalBody } from "@soundship/shared";
import { z } from "zod";

/** Where the app calls backend function `name`. */
export const functionUrl = (name: string) => `**/api/apps/soundship/functions/${name}`;

/** The fields of a function's success body as its contract's result schema takes them (`ok` is added). */
export type StubReply<C extends FunctionContract> = z.input<C["result"]>;

/** A reply for a stub: fixed, or made from the call's payload (undefined lets the call through to the server). */
export type StubAnswer<C extends FunctionContract> = StubReply<C> | ((payload: z.input<C["input"]>) => StubReply<C> | undefined);

/**
 * The success body a stub answers, parsed by the contract's result schema: a reply the server could
 * not send throws, naming the function and the fields that do not parse; undeclared fields are dropped. Its type is checked at
 * compile time too (`e2e/tsconfig.json`).
 */
export function contractReply<C extends FunctionContract>(contract: C, reply: StubReply<C>): { ok: true } & StubReply<C> {
  const parsed = contract.result.safeParse(reply);
  if (!parsed.success) throw new Error(`The stub of ${contract.name} answers what the server cannot send:\n${z.prettifyError(parsed.error)}`);
  // What the schema keeps, as the server's serialiser keeps only declared fields.
  return { ok: true, ...(parsed.data as object) } as { ok: true } & StubReply<C>;
}

/**
 * Fulfils a call of `contract`'s function with `reply`, checked by the contract. Inside a route
 * handler a throw would only reach the page, so a reply that does not parse fails the test softly
 * and the call gets a 500.
 */
export async function fulfilFunction<C extends FunctionContract>(route: Route, contract: C, reply: StubReply<C>): Promise<void> {
  let body: object;
  try {
    body = contractReply(contract, reply);
  } catch (error) {
    expect.soft(String(error), `stub of ${contract.name}`).toBe("a reply its contract accepts");
    return route.fulfill({ status: 500, json: { message: "The stub's reply does not match its contract", code: "INTERNAL" } });
  }
  return route.fulfill({ json: body });
}

/**
 * Answers calls of `contract`'s function with `answer` (a fixed reply, or one made from the payload),
 * each checked by the contract's result schema. A fixed reply is checked at once, where the test sets it.
 */
export async function stubFunction<C extends FunctionContract>(page: Page, contract: C, answer: StubAnswer<C>): Promise<void> {
  if (typeof answer !== "function") contractReply(contract, answer);
  await page.route(functionUrl(contract.name), async (route) => {
    const payload = (route.request().postDataJSON() ?? {}) as z.input<C["input"]>;
    const reply = typeof answer === "function" ? (answer as (payload: z.input<C["input"]>) => StubReply<C> | undefined)(payload) : answer;
    if (reply === undefined) return route.fallback();
    return fulfilFunction(route, contract, reply);
  });
}

/** A refusal as the server words it: the code's own status (shared `ERROR_STATUS`) and SPEC.md's text in `error` and `message`. */
export function refusal(code: ErrorCode, message: string): { status: number; json: RefusalBody } {
  return { status: ERROR_STATUS[code], json: { ok: false, error: message, message, code } };
}

/** The answer of a server that failed (500, `INTERNAL`), as the error handler words it. */
export const serverFailure = { status: ERROR_STATUS.INTERNAL, json: { message: "Something went wrong on our side", code: "INTERNAL" } } as const;

/**
 * An entity list as the entity API answers it, each record parsed by the entity's shared record
 * schema (`tournamentSchema`, …): a record the server could not send throws where the test builds it.
 */
export function recordsReply<S extends z.ZodType>(schema: S, records: z.input<S>[]): z.output<S>[] {
  return records.map((record, index) => {
    const parsed = schema.safeParse(record);
    if (!parsed.success) throw new Error(`Stubbed record ${index} is not one the server can send:\n${z.prettifyError(parsed.error)}`);
    return parsed.data;
  });
}

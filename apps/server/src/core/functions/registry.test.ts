import { defineContract } from "@soundship/shared";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createRegistry, defineFunction } from "./registry.ts";

const probe = defineContract({
  name: "probe",
  input: z.object({ count: z.number().int() }),
  result: z.object({ stardust: z.number().int(), when: z.iso.datetime(), mode: z.enum(["solo", "duel"]) }),
});

describe("defineFunction", () => {
  it("registers a handler under its contract's name", () => {
    // An async handler that reads its input gets no literal types from the contract (TypeScript widens
    // them while it infers the contract), so an enum value is written `as const`.
    const served = defineFunction({ contract: probe, handler: async (_ctx, { count }) => ({ stardust: count, when: "2026-11-21T12:00:00.000Z", mode: "solo" as const }) });
    expect(createRegistry([served]).get("probe")).toBe(served);
  });

  it("refuses, at compile time, a handler whose result its contract does not describe", () => {
    // Checked by the type checker (`npm run typecheck`), never run: each line is a result the server could not send.
    const refused = () => [
      // @ts-expect-error a field of the result is missing
      defineFunction({ contract: probe, handler: async () => ({ stardust: 1, when: "2026-11-21T12:00:00.000Z" }) }),
      // @ts-expect-error a field has the wrong kind
      defineFunction({ contract: probe, handler: async () => ({ stardust: "1", when: "2026-11-21T12:00:00.000Z", mode: "solo" }) }),
      // @ts-expect-error a value outside the contract's enum
      defineFunction({ contract: probe, handler: async () => ({ stardust: 1, when: "2026-11-21T12:00:00.000Z", mode: "trio" }) }),
      // @ts-expect-error a Date is not the ISO text the contract promises
      defineFunction({ contract: probe, handler: async () => ({ stardust: 1, when: new Date(0), mode: "solo" }) }),
      // @ts-expect-error the input's fields are the contract's too
      defineFunction({ contract: probe, handler: async (_ctx, { amount }) => ({ stardust: amount, when: "", mode: "solo" }) }),
    ];
    expect(refused).toBeTypeOf("function");
  });
});

import { FUNCTION_CONTRACTS } from "@soundship/shared";
import { describe, expect, it } from "vitest";
import { FUNCTIONS } from "./served-functions.ts";

describe("served functions", () => {
  it("serves exactly the functions that have a shared contract", () => {
    const served = FUNCTIONS.map((definition) => definition.contract.name).sort();
    expect(served).toEqual(Object.keys(FUNCTION_CONTRACTS).sort());
    expect(new Set(served).size).toBe(served.length);
  });

  it("registers each function against the shared contract itself, not a copy", () => {
    for (const definition of FUNCTIONS) {
      expect(definition.contract, definition.contract.name).toBe(FUNCTION_CONTRACTS[definition.contract.name as keyof typeof FUNCTION_CONTRACTS]);
    }
  });
});

import { describe, expect, it } from "vitest";
import { completePercent } from "./quest-format";

describe("completePercent", () => {
  it("rounds down so an unfinished quest never reads 100%", () => {
    expect(completePercent(99.9)).toBe(99);
    expect(completePercent(200 / 3)).toBe(66);
    expect(completePercent(100)).toBe(100);
    expect(completePercent(-1)).toBe(0);
  });
});

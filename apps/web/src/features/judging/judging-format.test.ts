import { describe, expect, it } from "vitest";
import { formatGain } from "./judging-format";

describe("formatGain", () => {
  it("shows one decimal with a real minus sign, a plus for a boost, and no sign for none", () => {
    expect(formatGain(-4.2)).toBe("−4.2 dB");
    expect(formatGain(1)).toBe("+1.0 dB");
    expect(formatGain(0)).toBe("0.0 dB");
    expect(formatGain(-0.04)).toBe("0.0 dB");
  });
});

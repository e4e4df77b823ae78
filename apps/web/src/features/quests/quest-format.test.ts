import { describe, expect, it } from "vitest";
import { completePercent, formatTimeLeft } from "./quest-format";

describe("formatTimeLeft", () => {
  it("shows hours, minutes and seconds under a day", () => {
    expect(formatTimeLeft((5 * 3600 + 7 * 60 + 3) * 1000)).toBe("5h 07m 03s");
    expect(formatTimeLeft(59_999)).toBe("0h 00m 59s");
  });

  it("shows days, hours and minutes beyond a day", () => {
    expect(formatTimeLeft(((2 * 24 + 4) * 3600 + 9 * 60 + 30) * 1000)).toBe("2d 4h 09m");
  });

  it("never goes below zero", () => {
    expect(formatTimeLeft(-5000)).toBe("0h 00m 00s");
  });
});

describe("completePercent", () => {
  it("rounds down so an unfinished quest never reads 100%", () => {
    expect(completePercent(99.9)).toBe(99);
    expect(completePercent(200 / 3)).toBe(66);
    expect(completePercent(100)).toBe(100);
    expect(completePercent(-1)).toBe(0);
  });
});

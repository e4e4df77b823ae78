import { describe, expect, it } from "vitest";
import { formatDuration, formatTimeLeft } from "./time-format";

describe("formatTimeLeft", () => {
  it("shows hours, minutes and seconds within a day", () => {
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

describe("formatDuration", () => {
  it("shows lengths as m:ss, and nothing when unknown", () => {
    expect(formatDuration(187.4)).toBe("3:07");
    expect(formatDuration(0.5)).toBe("0:01");
    expect(formatDuration(null)).toBe("");
  });
});

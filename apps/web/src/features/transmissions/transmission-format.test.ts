import { describe, expect, it } from "vitest";
import { formatDuration, percentSent, sizeInMb } from "./transmission-format";

describe("transmission format", () => {
  it("shows sizes in MB with two decimals", () => {
    expect(sizeInMb(0)).toBe("0.00 MB");
    expect(sizeInMb(3_584_000)).toBe("3.42 MB");
    expect(sizeInMb(1024 ** 3)).toBe("1024.00 MB");
  });

  it("shows lengths as m:ss, and nothing when unknown", () => {
    expect(formatDuration(187.4)).toBe("3:07");
    expect(formatDuration(0.5)).toBe("0:01");
    expect(formatDuration(null)).toBe("");
  });

  it("counts progress in whole percent", () => {
    expect(percentSent(0, 0)).toBe(0);
    expect(percentSent(512, 1024)).toBe(50);
    expect(percentSent(2048, 1024)).toBe(100);
  });
});

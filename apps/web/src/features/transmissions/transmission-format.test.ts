import { describe, expect, it } from "vitest";
import { fileSize, percentSent } from "./transmission-format";

describe("transmission format", () => {
  it("shows sizes in MB with two decimals, and small files in KB", () => {
    expect(fileSize(3_584_000)).toBe("3.42 MB");
    expect(fileSize(1024 ** 3)).toBe("1024.00 MB");
    expect(fileSize(1024 * 1024)).toBe("1.00 MB");
    expect(fileSize(22_094)).toBe("22 KB");
    expect(fileSize(1024 * 1024 - 1)).toBe("1024 KB");
    expect(fileSize(512)).toBe("512 bytes");
  });

  it("counts progress in whole percent", () => {
    expect(percentSent(0, 0)).toBe(0);
    expect(percentSent(512, 1024)).toBe(50);
    expect(percentSent(2048, 1024)).toBe(100);
  });
});

import { describe, expect, it } from "vitest";
import { formatInZone, timeNowIn, timeZoneOptions } from "./time-zones";

describe("timeZoneOptions", () => {
  it("lists every zone once, sorted, named as a pilot reads it", () => {
    const options = timeZoneOptions("Asia/Tokyo");
    const values = options.map((option) => option.value);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toEqual([...values].sort());
    expect(options.length).toBeGreaterThan(300);
    expect(options.find((option) => option.value === "America/New_York")?.label).toBe("America/New York");
  });

  it("always holds UTC and the pilot's saved zone, even one the browser does not list", () => {
    const values = timeZoneOptions("Etc/GMT+3").map((option) => option.value);
    expect(values).toContain("UTC");
    expect(values).toContain("Etc/GMT+3");
  });
});

describe("times in a zone", () => {
  it("writes an instant, and the time of day now, in the pilot's own zone", () => {
    expect(formatInZone("2026-11-28T12:00:00.000Z", "Asia/Tokyo")).toBe("Sat 28 Nov, 21:00");
    expect(formatInZone("2026-11-28T12:00:00.000Z", "UTC")).toBe("Sat 28 Nov, 12:00");
    expect(timeNowIn("Australia/Adelaide", new Date("2026-01-15T12:00:00Z"))).toBe("22:30");
  });
});

import { describe, expect, it } from "vitest";
import { seasonOf } from "./season.ts";

describe("seasonOf", () => {
  it("is the UTC calendar month, ending at the next month's first instant", () => {
    expect(seasonOf(new Date("2026-11-23T19:00:00Z"))).toEqual({
      key: "2026-11-01",
      startsAt: new Date("2026-11-01T00:00:00Z"),
      endsAt: new Date("2026-12-01T00:00:00Z"),
    });
  });

  it("rolls over at UTC midnight, whatever the local zone says", () => {
    expect(seasonOf(new Date("2026-11-30T23:59:59.999Z")).key).toBe("2026-11-01");
    expect(seasonOf(new Date("2026-12-01T00:00:00Z")).key).toBe("2026-12-01");
  });

  it("crosses the year end", () => {
    expect(seasonOf(new Date("2026-12-31T12:00:00Z")).endsAt).toEqual(new Date("2027-01-01T00:00:00Z"));
  });
});

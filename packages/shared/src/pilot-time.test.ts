import { describe, expect, it } from "vitest";
import { nextReset, pilotDay, pilotWeek, questPeriod } from "./pilot-time.ts";

describe("pilot time", () => {
  it("takes the day from the pilot's timezone, not the server's", () => {
    const now = new Date("2026-11-21T20:30:00Z");
    expect(pilotDay(now, "UTC")).toBe("2026-11-21");
    expect(pilotDay(now, "Asia/Tokyo")).toBe("2026-11-22");
    expect(pilotDay(now, "America/Los_Angeles")).toBe("2026-11-21");
  });

  it("names ISO weeks, across the turn of the year", () => {
    expect(pilotWeek(new Date("2026-11-21T12:00:00Z"), "UTC")).toBe("2026-W47");
    expect(pilotWeek(new Date("2026-12-31T12:00:00Z"), "UTC")).toBe("2026-W53");
    expect(pilotWeek(new Date("2027-01-04T12:00:00Z"), "UTC")).toBe("2027-W01");
    // Sunday evening in New York is already Monday in UTC.
    expect(pilotWeek(new Date("2026-11-23T02:00:00Z"), "America/New_York")).toBe("2026-W47");
  });

  it("finds the next local midnight and Monday, across a daylight-saving change", () => {
    expect(nextReset("daily", new Date("2026-11-21T20:30:00Z"), "Asia/Tokyo").toISOString()).toBe("2026-11-22T15:00:00.000Z");
    expect(nextReset("weekly", new Date("2026-11-21T20:30:00Z"), "UTC").toISOString()).toBe("2026-11-23T00:00:00.000Z");
    // New York leaves daylight saving time on 2026-11-01: midnight moves from 04:00 to 05:00 UTC.
    expect(nextReset("daily", new Date("2026-10-31T12:00:00Z"), "America/New_York").toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(nextReset("daily", new Date("2026-11-01T12:00:00Z"), "America/New_York").toISOString()).toBe("2026-11-02T05:00:00.000Z");
  });

  it("gives each quest type its period", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    expect([questPeriod("daily", now, "UTC"), questPeriod("weekly", now, "UTC"), questPeriod("story", now, "UTC"), questPeriod("special", now, "UTC")])
      .toEqual(["2026-11-21", "2026-W47", "once", "once"]);
  });
});

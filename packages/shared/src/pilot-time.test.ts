import { TZDate } from "@date-fns/tz";
import { format, getISOWeek, getISOWeekYear } from "date-fns";
import { describe, expect, it } from "vitest";
import { addDays } from "date-fns/addDays";
import { addWeeks } from "date-fns/addWeeks";
import { startOfDay } from "date-fns/startOfDay";
import { startOfISOWeek } from "date-fns/startOfISOWeek";
import { startOfMonth } from "date-fns/startOfMonth";
import { nextReset, pilotDay, pilotMonth, pilotMonthStart, pilotWeek, questPeriod } from "./pilot-time.ts";

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

  it("agrees with the calendar arithmetic of date-fns for instants at every hour of the day over two years, in zones on both sides of UTC", () => {
    const zones = ["UTC", "Asia/Tokyo", "America/New_York", "America/Los_Angeles", "Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kathmandu", "Europe/Berlin", "Australia/Lord_Howe"];
    const start = Date.UTC(2024, 11, 20);
    for (let hour = 0; hour < 24 * 800; hour += 29) {
      const now = new Date(start + hour * 3_600_000);
      for (const zone of zones) {
        const local = new TZDate(now, zone);
        expect(pilotDay(now, zone)).toBe(format(local, "yyyy-MM-dd"));
        expect(pilotWeek(now, zone)).toBe(`${getISOWeekYear(local)}-W${String(getISOWeek(local)).padStart(2, "0")}`);
      }
    }
    // Six thousand time-zoned dates from date-fns: about 9 s of CPU alone, more on a shared machine.
  }, 60_000);

  it("refuses a timezone that does not exist", () => {
    expect(() => pilotDay(new Date("2026-11-21T12:00:00Z"), "Mars/Olympus_Mons")).toThrow(RangeError);
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

describe("a pilot's month", () => {
  // Worked out afresh through the timezone's rules, as every call did before months were remembered.
  const ruled = (now: Date, zone: string) => new Date(startOfMonth(new TZDate(now, zone)).getTime());

  it("is the same remembered as worked out, at its edges, back and forth in time and across timezones", () => {
    const zones = ["UTC", "Asia/Tokyo", "America/New_York", "Pacific/Chatham", "Europe/London"];
    const moments: Date[] = [];
    for (const zone of zones) {
      // Each of these months' first instant in that zone, a millisecond either side of it, and mid-month.
      for (const month of ["2026-01-15", "2026-03-15", "2026-10-15", "2026-11-15", "2027-02-15"]) {
        const start = ruled(new Date(`${month}T12:00:00Z`), zone).getTime();
        moments.push(new Date(start - 1), new Date(start), new Date(start + 1), new Date(start + 14 * 86_400_000));
      }
    }
    // In order, backwards, and shuffled by a fixed stride, each moment asked of every timezone.
    const orders = [moments, [...moments].reverse(), moments.map((_, i) => moments[(i * 37) % moments.length]!)];
    for (const order of orders) {
      for (const now of order) {
        for (const zone of zones) {
          const month = pilotMonth(now, zone);
          expect(month.start.toISOString()).toBe(ruled(now, zone).toISOString());
          expect(month.end.toISOString()).toBe(ruled(new Date(month.start.getTime() + 32 * 86_400_000), zone).toISOString());
          expect(now >= month.start && now < month.end).toBe(true);
        }
      }
    }
  });

  it("hands out Dates of the caller's own: changing one changes no later answer", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    pilotMonth(now, "UTC").start.setUTCFullYear(1999);
    pilotMonthStart(now, "UTC").setUTCFullYear(1999);
    expect(pilotMonth(now, "UTC")).toEqual({ start: new Date("2026-11-01T00:00:00Z"), end: new Date("2026-12-01T00:00:00Z") });
  });
});

describe("a pilot's day and week, remembered", () => {
  // Zones whose clocks change, some of them at midnight (the day starts at 01:00, or midnight comes twice).
  const zones = ["America/Santiago", "America/Havana", "Asia/Beirut", "Africa/Cairo", "Europe/London", "America/New_York", "Australia/Lord_Howe", "Pacific/Chatham"];
  const HOUR = 3_600_000;

  /** Instants every 20 minutes from 30 hours before to 30 hours after each of the zone's clock changes in 2026. */
  function aroundClockChanges(zone: string): Date[] {
    const instants: Date[] = [];
    const offset = (at: number) => new TZDate(at, zone).getTimezoneOffset();
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += HOUR) {
      if (offset(at) === offset(at + HOUR)) continue;
      for (let t = at - 30 * HOUR; t < at + 30 * HOUR; t += HOUR / 3) instants.push(new Date(t));
    }
    return instants;
  }

  it("answers as the timezone's rules do, around every clock change, whatever order the moments come in", () => {
    for (const zone of zones) {
      const moments = aroundClockChanges(zone);
      expect(moments.length).toBeGreaterThan(0);
      // The rules' answers, worked out afresh for each moment with date-fns.
      const expected = moments.map((now) => {
        const local = new TZDate(now, zone);
        return {
          day: format(local, "yyyy-MM-dd"),
          week: `${getISOWeekYear(local)}-W${String(getISOWeek(local)).padStart(2, "0")}`,
          daily: new Date(startOfDay(addDays(local, 1)).getTime()).toISOString(),
          weekly: new Date(startOfISOWeek(addWeeks(local, 1)).getTime()).toISOString(),
        };
      });
      const indexes = moments.map((_, i) => i);
      for (const order of [indexes, [...indexes].reverse(), indexes.map((i) => (i * 61) % indexes.length)]) {
        for (const i of order) {
          const now = moments[i]!;
          expect({
            day: pilotDay(now, zone),
            week: pilotWeek(now, zone),
            daily: nextReset("daily", now, zone).toISOString(),
            weekly: nextReset("weekly", now, zone).toISOString(),
          }).toEqual(expected[i]);
        }
      }
    }
  }, 60_000);
});

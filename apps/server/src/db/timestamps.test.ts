import pg from "pg";
import { describe, expect, it } from "vitest";
import { timestampText } from "./timestamps.ts";

const asDate = pg.types.getTypeParser(1184, "text") as (text: string) => Date;

describe("timestamps as text", () => {
  it("writes every fraction PostgreSQL may send exactly as a Date's JSON did", () => {
    const differences: string[] = [];
    for (let micros = 0; micros < 1_000_000; micros += 13) {
      const fraction = String(micros).padStart(6, "0");
      for (const digits of [1, 2, 3, 6]) {
        const text = `2026-11-23 22:56:58.${fraction.slice(0, digits)}+00`;
        const expected = JSON.stringify(asDate(text));
        // Drizzle's mapping (new Date of the text) agreed with the driver's, so both paths answer alike.
        if (JSON.stringify(timestampText(text)) !== expected || JSON.stringify(new Date(text)) !== expected) differences.push(text);
      }
    }
    expect(differences).toEqual([]);
  }, 60_000); // 300,000 conversions: seconds on a busy machine

  it("agrees without a fraction, at the ends of the calendar, and goes through a Date for anything else", () => {
    const texts = [
      "2026-01-01 00:00:00+00", "0001-01-01 00:00:00+00", "9999-12-31 23:59:59.999999+00", "2024-02-29 12:00:00.5+00",
      "2026-06-01 12:00:00+02", "2026-06-01 12:00:00.25-05:30", "10000-01-01 00:00:00+00", "0044-03-15 12:00:00+00 BC", "infinity", "-infinity",
    ];
    for (const text of texts) expect(JSON.stringify(timestampText(text)), text).toBe(JSON.stringify(asDate(text)));
  });
});

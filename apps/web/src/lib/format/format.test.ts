import { describe, expect, it } from "vitest";
import { formatCount, initials, ordinal, pilotName, shortId } from "./format";

describe("pilot card formatting", () => {
  it("shortens an id to its last six characters", () => {
    expect(shortId("3f2a9c1e-7b4d-4e0a-9c3b-5d8e2f1a6b7c")).toBe("1A6B7C");
  });

  it("prefers the callsign, then the name, then 'Commander'", () => {
    expect(pilotName({ username: "nova", full_name: "Nova Reyes" })).toBe("nova");
    expect(pilotName({ username: null, full_name: "Nova Reyes" })).toBe("Nova Reyes");
    expect(pilotName({ username: " ", full_name: "" })).toBe("Commander");
  });

  it("takes up to two initials", () => {
    expect(initials("Nova Reyes Star")).toBe("NR");
    expect(initials("nova")).toBe("N");
    expect(initials("")).toBe("?");
  });
});

describe("ordinal", () => {
  it("says places as pilots do", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual(["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th"]);
  });
});

describe("formatCount", () => {
  it("writes whole numbers exactly as en-US does, signs and all", () => {
    const values = [0, 7, 12, 999, 1000, 1001, 12_450, 100_000, 999_999, 1_000_000, 1_234_567_890, Number.MAX_SAFE_INTEGER, -1, -999, -1000, -1200, -987_654_321];
    for (const value of values) expect(formatCount(value), String(value)).toBe(value.toLocaleString("en-US"));
  });

  it("leaves fractions and inexact numbers to Intl", () => {
    expect(formatCount(1234.5)).toBe("1,234.5");
    expect(formatCount(2 ** 60)).toBe((2 ** 60).toLocaleString("en-US"));
  });
});

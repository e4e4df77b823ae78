import { battleFormSchema } from "@soundship/shared";
import { describe, expect, it } from "vitest";
import { INITIAL_VALUES, isoToLocalTime, localTimeToIso } from "./creator-fields";

describe("battle creator fields", () => {
  it("start from SPEC.md's defaults", () => {
    expect(battleFormSchema.parse(INITIAL_VALUES)).toMatchObject({
      battle_type: "beat_battle",
      genre: "hip-hop",
      entry_fee: 0,
      prize_pool: 0,
      max_participants: 10,
      start_time: undefined,
      end_time: undefined,
      voting_end_time: undefined,
    });
  });

  it("turn a picker's local time into the same instant and back, and keep an empty time empty", () => {
    const iso = localTimeToIso("2026-12-01T18:30");
    expect(new Date(iso).getTime()).toBe(new Date(2026, 11, 1, 18, 30).getTime());
    expect(iso.endsWith("Z")).toBe(true);
    expect(isoToLocalTime(iso)).toBe("2026-12-01T18:30:00");
    expect(localTimeToIso("")).toBe("");
    expect(isoToLocalTime("")).toBe("");
  });

  it("parse typed numbers the way the server does: invalid or empty is 0", () => {
    const parsed = battleFormSchema.parse({ ...INITIAL_VALUES, entry_fee: "", prize_pool: "12.7", max_participants: "abc" });
    expect([parsed.entry_fee, parsed.prize_pool, parsed.max_participants]).toEqual([0, 12, 0]);
  });

  it("name the time out of order", () => {
    const result = battleFormSchema.safeParse({ ...INITIAL_VALUES, start_time: localTimeToIso("2026-12-02T10:00"), end_time: localTimeToIso("2026-12-01T10:00") });
    expect(result.error?.issues[0]).toMatchObject({ path: ["end_time"], message: "End time must be after the start time" });
  });
});

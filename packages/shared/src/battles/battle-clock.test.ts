import { describe, expect, it } from "vitest";
import { battleStatusAt, nextPhaseAt, resolveBattleSchedule, scheduleProblem } from "./battle-clock.ts";

const schedule = { start_time: "2026-12-01T10:00:00Z", end_time: "2026-12-02T10:00:00Z", voting_end_time: "2026-12-03T10:00:00Z" };

describe("battle clock", () => {
  it.each([
    ["2026-12-01T09:59:59Z", "upcoming", schedule.start_time],
    ["2026-12-01T10:00:00Z", "active", schedule.end_time],
    ["2026-12-02T10:00:00Z", "voting", schedule.voting_end_time],
    ["2026-12-03T10:00:00Z", "completed", null],
  ])("at %s the battle is %s", (now, status, next) => {
    expect(battleStatusAt(schedule, new Date(now))).toBe(status);
    expect(nextPhaseAt(schedule, new Date(now))?.getTime() ?? null).toBe(next ? new Date(next).getTime() : null);
  });

  it("fills empty times with now, +7 days and +3 more days, chaining from what is given", () => {
    const now = new Date("2026-12-01T00:00:00Z");
    expect(resolveBattleSchedule({}, now)).toEqual({
      start_time: now,
      end_time: new Date("2026-12-08T00:00:00Z"),
      voting_end_time: new Date("2026-12-11T00:00:00Z"),
    });
    expect(resolveBattleSchedule({ start_time: "2026-12-05T00:00:00Z" }, now).end_time).toEqual(new Date("2026-12-12T00:00:00Z"));
  });

  it("names the time out of order", () => {
    expect(scheduleProblem(schedule)).toBeNull();
    expect(scheduleProblem({ ...schedule, end_time: schedule.start_time })?.field).toBe("end_time");
    expect(scheduleProblem({ ...schedule, voting_end_time: schedule.start_time })?.field).toBe("voting_end_time");
    expect(scheduleProblem({ start_time: schedule.end_time, voting_end_time: schedule.start_time })?.field).toBe("voting_end_time");
  });
});

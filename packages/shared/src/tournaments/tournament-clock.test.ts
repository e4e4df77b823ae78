import { describe, expect, it } from "vitest";
import { tournamentCountdown, tournamentStateAt, tournamentTimeStatus } from "./tournament-clock.ts";

const schedule = { starts_at: "2026-12-10T12:00:00Z", ends_at: "2026-12-12T18:00:00Z" };
const at = (iso: string) => new Date(iso);

describe("tournament clock", () => {
  it.each([
    ["2026-12-08T09:30:00Z", "open", "Upcoming", "Starts in 2d 2h"],
    ["2026-12-10T11:59:59Z", "open", "Upcoming", "Starts in 0d 0h"],
    ["2026-12-10T12:00:00Z", "in_progress", "Active", "2d 6h remaining"],
    ["2026-12-12T17:00:00Z", "in_progress", "Active", "0d 1h remaining"],
    ["2026-12-12T18:00:00Z", "completed", "Completed", "Ended"],
  ])("at %s the state is %s (%s), countdown '%s'", (now, state, status, countdown) => {
    expect(tournamentStateAt(schedule, at(now))).toBe(state);
    expect(tournamentTimeStatus(schedule, at(now))).toBe(status);
    expect(tournamentCountdown(schedule, at(now))).toBe(countdown);
  });

  it("keeps a drawn bracket running past ends_at until its final settles", () => {
    const running = { ...schedule, bracket_started_at: "2026-12-10T12:00:05Z", completed_at: null };
    expect(tournamentStateAt(running, at("2026-12-13T09:00:00Z"))).toBe("in_progress");
    expect(tournamentCountdown(running, at("2026-12-13T09:00:00Z"))).toBe("0d 0h remaining");
    const finished = { ...running, completed_at: "2026-12-11T08:00:00Z" };
    expect(tournamentStateAt(finished, at("2026-12-11T07:59:59Z"))).toBe("in_progress");
    expect(tournamentStateAt(finished, at("2026-12-11T08:00:00Z"))).toBe("completed");
    expect(tournamentTimeStatus(finished, at("2026-12-11T09:00:00Z"))).toBe("Completed");
  });
});

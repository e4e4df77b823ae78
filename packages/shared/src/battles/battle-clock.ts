import type { BATTLE_STATUSES } from "../entities/enums.ts";

export type BattleStatus = (typeof BATTLE_STATUSES)[number];

/** A battle's three phase boundaries. */
export interface BattleSchedule {
  start_time: Date | string;
  end_time: Date | string;
  voting_end_time: Date | string;
  /** Set when the Overseer cancelled the battle: it is `cancelled` from then on. */
  cancelled_at?: Date | string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Empty times default to now, a week of entries, then three more days of voting (DESIGN.md section 6). */
export const BATTLE_DEFAULT_ENTRY_DAYS = 7;
export const BATTLE_DEFAULT_VOTING_DAYS = 3;

const at = (time: Date | string) => new Date(time).getTime();

/**
 * The status the clock gives a battle: upcoming before start_time, active until end_time, voting
 * until voting_end_time, completed after; a battle the Overseer cancelled is cancelled. Every read
 * shows this, whether or not the job has run.
 */
export function battleStatusAt(schedule: BattleSchedule, now: Date): BattleStatus {
  if (schedule.cancelled_at) return "cancelled";
  const t = now.getTime();
  if (t < at(schedule.start_time)) return "upcoming";
  if (t < at(schedule.end_time)) return "active";
  if (t < at(schedule.voting_end_time)) return "voting";
  return "completed";
}

/** When the battle next changes phase, or null once it is completed. */
export function nextPhaseAt(schedule: BattleSchedule, now: Date): Date | null {
  switch (battleStatusAt(schedule, now)) {
    case "upcoming":
      return new Date(schedule.start_time);
    case "active":
      return new Date(schedule.end_time);
    case "voting":
      return new Date(schedule.voting_end_time);
    default:
      return null;
  }
}

/** Fills empty times: start now, end a week after the start, voting ends three days after that. */
export function resolveBattleSchedule(
  times: { start_time?: string | undefined; end_time?: string | undefined; voting_end_time?: string | undefined },
  now: Date,
): { start_time: Date; end_time: Date; voting_end_time: Date } {
  const start_time = times.start_time ? new Date(times.start_time) : now;
  const end_time = times.end_time ? new Date(times.end_time) : new Date(start_time.getTime() + BATTLE_DEFAULT_ENTRY_DAYS * DAY_MS);
  const voting_end_time = times.voting_end_time
    ? new Date(times.voting_end_time)
    : new Date(end_time.getTime() + BATTLE_DEFAULT_VOTING_DAYS * DAY_MS);
  return { start_time, end_time, voting_end_time };
}

/** The first pair of times out of order, named so the pilot knows which to fix; null when in order. */
export function scheduleProblem(times: {
  start_time?: Date | string | undefined;
  end_time?: Date | string | undefined;
  voting_end_time?: Date | string | undefined;
}): { field: "end_time" | "voting_end_time"; message: string } | null {
  const { start_time, end_time, voting_end_time } = times;
  if (start_time && end_time && at(end_time) <= at(start_time)) {
    return { field: "end_time", message: "End time must be after the start time" };
  }
  if (end_time && voting_end_time && at(voting_end_time) <= at(end_time)) {
    return { field: "voting_end_time", message: "Voting end time must be after the end time" };
  }
  if (!end_time && start_time && voting_end_time && at(voting_end_time) <= at(start_time)) {
    return { field: "voting_end_time", message: "Voting end time must be after the start time" };
  }
  return null;
}

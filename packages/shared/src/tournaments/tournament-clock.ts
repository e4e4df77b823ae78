import type { TOURNAMENT_STATES } from "../entities/enums.ts";

export type TournamentState = (typeof TOURNAMENT_STATES)[number];

/** A tournament's two boundaries, and when its bracket was drawn and finished, if it was. */
export interface TournamentSchedule {
  starts_at: Date | string;
  ends_at: Date | string;
  /** Set when the bracket is drawn (at starts_at): from then on the bracket, not ends_at, decides the end. */
  bracket_started_at?: Date | string | null;
  /** Set when the final settles (or a tournament with fewer than two entrants is decided). */
  completed_at?: Date | string | null;
}

const HOUR_MS = 60 * 60 * 1000;
const at = (time: Date | string) => new Date(time).getTime();

/**
 * The state the clock gives a tournament (SPEC.md section 4): open until starts_at, in_progress
 * until ends_at, completed after. Every read and every join goes by this, whether or not the job has run.
 * A drawn bracket is never cut short (docs/decisions/014): it stays in_progress past ends_at until
 * its final settles, and is completed as soon as it does.
 */
export function tournamentStateAt(schedule: TournamentSchedule, now: Date): TournamentState {
  const t = now.getTime();
  if (schedule.completed_at && at(schedule.completed_at) <= t) return "completed";
  if (t < at(schedule.starts_at)) return "open";
  if (schedule.bracket_started_at || t < at(schedule.ends_at)) return "in_progress";
  return "completed";
}

/** Whole days and the hours left over, rounded down: '1d 5h'. */
function daysHours(ms: number): string {
  const hours = Math.floor(Math.max(0, ms) / HOUR_MS);
  return `${Math.floor(hours / 24)}d ${hours % 24}h`;
}

/** SPEC.md's countdown text: 'Starts in Xd Yh', 'Xd Yh remaining' or 'Ended'. */
export function tournamentCountdown(schedule: TournamentSchedule, now: Date): string {
  switch (tournamentStateAt(schedule, now)) {
    case "open":
      return `Starts in ${daysHours(at(schedule.starts_at) - now.getTime())}`;
    case "in_progress":
      return `${daysHours(at(schedule.ends_at) - now.getTime())} remaining`;
    default:
      return "Ended";
  }
}

/** SPEC.md's display status of a tournament by its dates. */
export function tournamentTimeStatus(schedule: TournamentSchedule, now: Date): "Upcoming" | "Active" | "Completed" {
  const labels = { open: "Upcoming", in_progress: "Active", completed: "Completed" } as const;
  return labels[tournamentStateAt(schedule, now)];
}

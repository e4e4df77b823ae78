import { z } from "zod";

/** Hours a match battle is open for entries, and then for judging, unless the tournament says otherwise. */
export const MATCH_WINDOW_DEFAULTS = { match_entry_hours: 48, match_voting_hours: 24 } as const;
/** The longest window a round may have: 30 days. */
export const MATCH_WINDOW_MAX_HOURS = 720;

const windowHours = z.number().int().min(1).max(MATCH_WINDOW_MAX_HOURS);

/**
 * A tournament's round windows, as every writer of a tournament validates them (the entity API
 * today, the Overseer's functions later): whole hours from 1 to 720, defaults 2 days to enter and
 * 1 day to judge.
 */
export const tournamentWindowFields = {
  match_entry_hours: windowHours.default(MATCH_WINDOW_DEFAULTS.match_entry_hours),
  match_voting_hours: windowHours.default(MATCH_WINDOW_DEFAULTS.match_voting_hours),
};

/** The entry and judging deadlines of a match battle created at `start`. */
export function matchWindows(start: Date, windows: { match_entry_hours: number; match_voting_hours: number }): { end: Date; votingEnd: Date } {
  const hour = 60 * 60 * 1000;
  const end = new Date(start.getTime() + windows.match_entry_hours * hour);
  return { end, votingEnd: new Date(end.getTime() + windows.match_voting_hours * hour) };
}

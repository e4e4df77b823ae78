import { TZDate } from "@date-fns/tz";
import { addDays, addWeeks, format, getISOWeek, getISOWeekYear, startOfDay, startOfISOWeek, startOfMonth } from "date-fns";

/**
 * A pilot's days and weeks are their own: midnight and Monday in their IANA timezone (DESIGN.md
 * section 6). These keys name a quest period and the daily card; a period is claimed once.
 */
export function pilotDay(now: Date, timeZone: string): string {
  return format(new TZDate(now, timeZone), "yyyy-MM-dd");
}

/** The pilot's ISO week, as `2026-W47`. */
export function pilotWeek(now: Date, timeZone: string): string {
  const local = new TZDate(now, timeZone);
  return `${getISOWeekYear(local)}-W${String(getISOWeek(local)).padStart(2, "0")}`;
}

export type ResetCycle = "daily" | "weekly";

/** The instant the pilot's current day (or ISO week) ends. */
export function nextReset(cycle: ResetCycle, now: Date, timeZone: string): Date {
  const local = new TZDate(now, timeZone);
  const next = cycle === "daily" ? startOfDay(addDays(local, 1)) : startOfISOWeek(addWeeks(local, 1));
  return new Date(next.getTime());
}

/** The period a quest of this type counts in: the pilot's day, ISO week, or once for good. */
export function questPeriod(questType: string, now: Date, timeZone: string): string {
  if (questType === "daily") return pilotDay(now, timeZone);
  if (questType === "weekly") return pilotWeek(now, timeZone);
  return "once";
}

/** The instant the pilot's current calendar month began, in their timezone. */
export function pilotMonthStart(now: Date, timeZone: string): Date {
  return new Date(startOfMonth(new TZDate(now, timeZone)).getTime());
}

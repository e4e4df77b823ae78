import { TZDate } from "@date-fns/tz";
// Each function from its own module: the package's index loads all of its two hundred and more
// (about 0.2 s of every server start).
import { addDays } from "date-fns/addDays";
import { addMonths } from "date-fns/addMonths";
import { addWeeks } from "date-fns/addWeeks";
import { startOfDay } from "date-fns/startOfDay";
import { startOfISOWeek } from "date-fns/startOfISOWeek";
import { startOfMonth } from "date-fns/startOfMonth";

/** Whether `name` is an IANA timezone this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** One formatter per timezone: building one costs far more than using it, and every quest event asks. */
const calendars = new Map<string, Intl.DateTimeFormat>();

/** The pilot's calendar date at `now` (year, month 1–12, day), read once through the cached formatter. */
function localDate(now: Date, timeZone: string): { year: number; month: number; day: number } {
  let calendar = calendars.get(timeZone);
  if (!calendar) {
    calendar = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" });
    calendars.set(timeZone, calendar);
  }
  const parts = calendar.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)!.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * A pilot's days and weeks are their own: midnight and Monday in their IANA timezone (DESIGN.md
 * section 6). These keys name a quest period and the daily card; a period is claimed once.
 */
export function pilotDay(now: Date, timeZone: string): string {
  return spanAt("daily", now, timeZone).key;
}

/** The pilot's ISO week, as `2026-W47`: the week (Monday first) holding that week's Thursday, in that Thursday's year. */
export function pilotWeek(now: Date, timeZone: string): string {
  return spanAt("weekly", now, timeZone).key;
}

export type ResetCycle = "daily" | "weekly";

/** The instant the pilot's current day (or ISO week) ends. */
export function nextReset(cycle: ResetCycle, now: Date, timeZone: string): Date {
  return new Date(spanAt(cycle, now, timeZone).end);
}

/** A day or an ISO week of a pilot's calendar: its key, from its first instant to the next one's. */
interface Span {
  key: string;
  start: number;
  end: number;
}

/** The spans of a pilot's calendar that are remembered: their days, ISO weeks and months. */
type Calendar = ResetCycle | "monthly";

/**
 * The day, the week and the month last asked about in each timezone. Every quest on the Command Deck
 * asks for its period and the allowances for the month; working each out through the timezone's
 * rules was a sixth of the Quest Bay's CPU and a third of the allowances'.
 */
const spans: Record<Calendar, Map<string, Span>> = { daily: new Map(), weekly: new Map(), monthly: new Map() };

/** Each span's key, first instant (of a pilot's local date) and next span's first instant. */
const CALENDARS: Record<Calendar, { key: (now: Date, timeZone: string) => string; start: (local: TZDate) => Date; next: (local: TZDate) => Date }> = {
  daily: { key: dayKey, start: startOfDay, next: (local) => startOfDay(addDays(local, 1)) },
  weekly: { key: weekKey, start: startOfISOWeek, next: (local) => startOfISOWeek(addWeeks(local, 1)) },
  monthly: { key: monthKey, start: startOfMonth, next: (local) => startOfMonth(addMonths(local, 1)) },
};

function spanAt(calendar: Calendar, now: Date, timeZone: string): Span {
  const at = now.getTime();
  const known = spans[calendar].get(timeZone);
  if (known && at >= known.start && at < known.end) return known;
  const { key: keyAt, start, next } = CALENDARS[calendar];
  const local = new TZDate(now, timeZone);
  const span = { key: keyAt(now, timeZone), start: start(local).getTime(), end: next(local).getTime() };
  // Remembered only when the calendar names its first and last instants as it names `now`: keys
  // only grow with time, so then every instant between has that key too, whatever a clock change
  // did to the day's midnight.
  const holds = at >= span.start && at < span.end && keyAt(new Date(span.start), timeZone) === span.key && keyAt(new Date(span.end - 1), timeZone) === span.key;
  if (holds) spans[calendar].set(timeZone, span);
  return span;
}

function dayKey(now: Date, timeZone: string): string {
  const { year, month, day } = localDate(now, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

function monthKey(now: Date, timeZone: string): string {
  const { year, month } = localDate(now, timeZone);
  return `${year}-${pad(month)}`;
}

function weekKey(now: Date, timeZone: string): string {
  const { year, month, day } = localDate(now, timeZone);
  const date = Date.UTC(year, month - 1, day);
  const weekday = new Date(date).getUTCDay() || 7;
  const thursday = new Date(date + (4 - weekday) * DAY_MS);
  const weekYear = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(weekYear, 0, 1)) / DAY_MS / 7) + 1;
  return `${weekYear}-W${pad(week)}`;
}

/** The period a quest of this type counts in: the pilot's day, ISO week, or once for good. */
export function questPeriod(questType: string, now: Date, timeZone: string): string {
  if (questType === "daily") return pilotDay(now, timeZone);
  if (questType === "weekly") return pilotWeek(now, timeZone);
  return "once";
}

export interface PilotMonth {
  /** The first instant of the pilot's calendar month, in their timezone. */
  start: Date;
  /** The first instant of the next one. */
  end: Date;
}

/** The pilot's current calendar month, in their timezone (Dates of the caller's own). */
export function pilotMonth(now: Date, timeZone: string): PilotMonth {
  const { start, end } = spanAt("monthly", now, timeZone);
  return { start: new Date(start), end: new Date(end) };
}

/** The instant the pilot's current calendar month began, in their timezone. */
export function pilotMonthStart(now: Date, timeZone: string): Date {
  return pilotMonth(now, timeZone).start;
}

import { pilotDay, type Notification } from "@soundship/shared";

export interface NotificationDay {
  /** The day in the pilot's time zone, `YYYY-MM-DD`. */
  day: string;
  label: string;
  items: Notification[];
}

/**
 * Groups notifications (newest first) by the pilot's day, naming today and yesterday as such and
 * other days by date, so the inbox reads like the pilot's own calendar.
 */
export function groupByDay(rows: readonly Notification[], now: Date, timeZone = "UTC"): NotificationDay[] {
  const today = pilotDay(now, timeZone);
  const yesterday = pilotDay(new Date(now.getTime() - 86_400_000), timeZone);
  const days: NotificationDay[] = [];
  for (const row of rows) {
    const day = pilotDay(new Date(row.created_date), timeZone);
    const last = days.at(-1);
    if (last?.day === day) last.items.push(row);
    else days.push({ day, label: day === today ? "Today" : day === yesterday ? "Yesterday" : longDate(day), items: [row] });
  }
  return days;
}

let longDates: Intl.DateTimeFormat | undefined;

function longDate(day: string): string {
  longDates ??= new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "UTC" });
  return longDates.format(new Date(`${day}T12:00:00Z`));
}

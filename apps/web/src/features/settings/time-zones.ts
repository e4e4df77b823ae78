/** One IANA zone as the picker lists it. */
export interface TimeZoneOption {
  value: string;
  label: string;
}

/**
 * Every IANA zone the browser knows, by name ("America/New York"). UTC, the server's default, is
 * listed even where the browser leaves it out, and so is the pilot's current zone, so the picker
 * always shows what is saved. No offsets: one formatter per zone costs a quarter of a second on a
 * slow phone, for a list the pilot reads by city.
 */
export function timeZoneOptions(current: string): TimeZoneOption[] {
  const zones = new Set([...Intl.supportedValuesOf("timeZone"), "UTC", current]);
  return [...zones].sort().map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }));
}

/** The time of day now in a zone, "21:05", so a pilot can tell they picked the right one. */
export function timeNowIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit" }).format(now);
}

/** An instant as the pilot reads it in their own zone: "Sat 28 Nov, 12:00". */
export function formatInZone(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
}

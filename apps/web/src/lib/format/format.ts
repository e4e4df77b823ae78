/** The short form of an id shown on the pilot's card: its last 6 characters, upper case. */
export function shortId(id: string): string {
  const compact = id.replace(/-/g, "");
  return compact.slice(-6).toUpperCase();
}

/** What the ship calls a pilot: their username (callsign), else their name, else 'Commander'. */
export function pilotName(user: { username?: string | null; full_name?: string | null }): string {
  return user.username?.trim() || user.full_name?.trim() || "Commander";
}

/** A membership tier as pages name it: 'Commander'. */
export function tierName(tier: string): string {
  return `${tier.charAt(0).toUpperCase()}${tier.slice(1)}`;
}

/** Initials for an avatar placeholder: up to two letters. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]);
  return (letters.slice(0, 2).join("") || "?").toUpperCase();
}

/**
 * One date-and-time formatter per timezone: building one costs about fifty times what using it
 * does (a quarter of a millisecond against a few microseconds), and a list formats a date per row.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? "";
  let format = dateTimeFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };
    try {
      format = new Intl.DateTimeFormat(undefined, { ...options, timeZone });
    } catch {
      // An unknown zone name would throw; the browser's own zone still shows the right instant.
      format = new Intl.DateTimeFormat(undefined, options);
    }
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** Date and time in the pilot's timezone (their days are what quests and cards count in). */
export function formatDateTime(iso: string, timeZone?: string): string {
  return dateTimeFormat(timeZone).format(new Date(iso));
}

/** A place as pilots say it: 1st, 2nd, 3rd, 4th, 11th, 22nd. */
export function ordinal(place: number): string {
  const teen = place % 100 >= 11 && place % 100 <= 13;
  const suffix = teen ? "th" : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[place % 10] ?? "th";
  return `${place}${suffix}`;
}

/**
 * A whole number as en-US writes it ("12,450", "-1,200"), the same text as `toLocaleString("en-US")`
 * without Intl: a page's first Intl call loads the locale's data, tens of milliseconds of a phone's
 * main thread in the middle of the first render (the shell's Stardust balance made it on every page).
 * Fractions and numbers too large to be exact still go through Intl.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString("en-US");
  return String(value).replace(/\B(?=(\d{3})+$)/g, ",");
}

import pg from "pg";

/** PostgreSQL's text of a `timestamptz` in UTC: `2026-11-23 22:56:58.123456+00`. */
const UTC_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,6})?\+00$/;

const asDate = pg.types.getTypeParser(1184, "text") as (text: string) => unknown;

/**
 * A `timestamptz` as the API writes it: the ISO 8601 text `Date#toJSON` gives (milliseconds, `Z`),
 * made from the database's text without building a Date. Microseconds are cut, as Date cuts them.
 * Any other text (another session time zone, years past 9999 or BC, infinity) goes through a Date
 * as before, so the answer is the same bytes either way (timestamps.test.ts).
 */
export function timestampText(text: string): unknown {
  // Tested, then cut at fixed places: a match's array for every timestamp read is garbage the reads can do without.
  if (!UTC_TEXT.test(text)) return asDate(text);
  const fraction = text.length > 22 ? text.slice(20, -3) : "";
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction.length >= 3 ? fraction.slice(0, 3) : fraction.padEnd(3, "0")}Z`;
}

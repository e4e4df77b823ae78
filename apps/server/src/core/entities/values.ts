import { badRequest } from "../errors.ts";
import type { ValueKind } from "./columns.ts";

const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;
const MAX_TEXT = 10_000;

/**
 * Checks one query value against its column's kind, so that a wrong type or an out-of-range
 * number is a 400 that names the field instead of a database error.
 */
export function toQueryValue(name: string, kind: ValueKind, value: unknown): string | number | boolean | Date {
  switch (kind) {
    case "text":
      if (typeof value !== "string") throw badRequest(`${name} takes a string`);
      if (value.length > MAX_TEXT) throw badRequest(`Value for ${name} is too long`);
      if (value.includes("\u0000")) throw badRequest(`Value for ${name} contains a NUL character`);
      return value;
    case "int":
      if (typeof value !== "number" || !Number.isInteger(value) || value < INT_MIN || value > INT_MAX) {
        throw badRequest(`${name} takes a whole number between ${INT_MIN} and ${INT_MAX}`);
      }
      return value;
    case "money":
    case "float":
      if (typeof value !== "number" || !Number.isFinite(value) || Math.abs(value) > 1e15) throw badRequest(`${name} takes a number`);
      return value;
    case "bool":
      if (typeof value !== "boolean") throw badRequest(`${name} takes true or false`);
      return value;
    case "time": {
      const time = typeof value === "string" && value.length <= 40 ? new Date(value) : undefined;
      const year = time?.getUTCFullYear() ?? NaN;
      // Postgres stores years 1 to 9999 with a zone; anything else is not a date anyone means.
      if (!time || !(year >= 1 && year <= 9999)) throw badRequest(`${name} takes an ISO 8601 date-time`);
      return time;
    }
    case "date":
      if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) {
        throw badRequest(`${name} takes a date (YYYY-MM-DD)`);
      }
      return value;
    case "json":
      throw badRequest(`Field ${name} cannot be queried`);
  }
}

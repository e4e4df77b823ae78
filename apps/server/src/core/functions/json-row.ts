/** A row as a reply carries it: every Date field becomes its ISO 8601 text. */
export type JsonRow<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** Writes a row's Date fields as ISO 8601 text, as the contracts' `isoTime` fields describe them. */
export function jsonRow<T extends object>(row: T): JsonRow<T> {
  return Object.fromEntries(Object.entries(row).map(([name, value]) => [name, value instanceof Date ? value.toISOString() : value])) as JsonRow<T>;
}

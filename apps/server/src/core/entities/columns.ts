import { getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

/** How a column's values are checked before they reach SQL. */
export type ValueKind = "text" | "int" | "float" | "bool" | "time" | "date" | "json";

const KINDS: Record<string, ValueKind> = {
  PgText: "text",
  PgInteger: "int",
  PgDoublePrecision: "float",
  PgNumericNumber: "float",
  PgBoolean: "bool",
  PgTimestamp: "time",
  PgDateString: "date",
  PgJsonb: "json",
};

export interface FieldInfo {
  column: PgColumn;
  kind: ValueKind;
}

/** The fields of an entity by API name (which is also the column's property name). */
export function fieldsOf(table: PgTable): Map<string, FieldInfo> {
  const fields = new Map<string, FieldInfo>();
  for (const [name, column] of Object.entries(getTableColumns(table))) {
    const kind = KINDS[column.columnType];
    if (!kind) throw new Error(`No value kind for column type ${column.columnType} (${name})`);
    fields.set(name, { column, kind });
  }
  return fields;
}

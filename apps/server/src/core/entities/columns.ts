import { getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

/** How a column's values are checked before they reach SQL. */
/** `money` is exact `numeric` with cents, read as a JS number at the edge. */
export type ValueKind = "text" | "int" | "float" | "money" | "bool" | "time" | "date" | "json";

const KINDS: Record<string, ValueKind> = {
  PgText: "text",
  PgInteger: "int",
  PgDoublePrecision: "float",
  PgNumericNumber: "money",
  PgBoolean: "bool",
  PgTimestamp: "time",
  PgDateString: "date",
  PgJsonb: "json",
};

export interface FieldInfo {
  column: PgColumn;
  kind: ValueKind;
}

/** Names of an entity's money fields, which the driver hands over as decimal strings. */
export function moneyFields(fields: Map<string, FieldInfo>): string[] {
  return [...fields].filter(([, field]) => field.kind === "money").map(([name]) => name);
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

import { getTableColumns } from "drizzle-orm";
import build from "fast-json-stringify";
import { z } from "zod";
import type { EntityDefinition } from "./definitions.ts";

type Row = Record<string, unknown>;
type JsonSchema = z.core.JSONSchema.JSONSchema;
type PlainType = "string" | "integer" | "number" | "boolean";

/**
 * A field as fast-json-stringify writes it quickest: a plain type, or `[type, "null"]` for a
 * nullable one. Anything else (a JSON column) is `{}`, written as `JSON.stringify` writes it.
 * Never `anyOf`/`oneOf` (fast-json-stringify would validate each branch on every value) and
 * never `required`, `default` or formats: a field absent from a row (private, or not among the
 * asked `fields`) stays absent, and a value is written as it is.
 */
export type FieldSchema = { type?: PlainType | [PlainType, "null"] };

export interface RecordJsonSchema {
  type: "object";
  properties: Record<string, FieldSchema>;
}

const PLAIN: ReadonlySet<string> = new Set<PlainType>(["string", "integer", "number", "boolean"]);

/** The JSON types a converted Zod field may hold (`null` included), or undefined when it says none. */
function typesOf(schema: JsonSchema): string[] | undefined {
  if (typeof schema !== "object") return undefined;
  if (typeof schema.type === "string") return [schema.type];
  if (Array.isArray(schema.type)) return schema.type;
  const branches = schema.anyOf ?? schema.oneOf;
  const types = branches?.map(typesOf);
  return types?.every(Boolean) ? [...new Set(types.flat() as string[])] : undefined;
}

function fieldSchema(schema: JsonSchema): FieldSchema {
  const types = typesOf(schema) ?? [];
  const values = types.filter((type) => type !== "null");
  if (values.length !== 1 || !PLAIN.has(values[0]!)) return {};
  const type = values[0] as PlainType;
  return { type: types.includes("null") ? [type, "null"] : type };
}

/**
 * An entity's record as a JSON Schema for fast-json-stringify, made from its shared Zod schema.
 * Fields come in the table's column order, the order rows have, so a whole record is written
 * byte for byte as `JSON.stringify` wrote it.
 */
export function recordJsonSchema(def: Pick<EntityDefinition, "record" | "table">): RecordJsonSchema {
  const declared = (z.toJSONSchema(def.record, { io: "output", unrepresentable: "any" }).properties ?? {}) as Record<string, JsonSchema>;
  const columns = Object.keys(getTableColumns(def.table));
  const names = [...columns.filter((name) => Object.hasOwn(declared, name)), ...Object.keys(declared).filter((name) => !columns.includes(name))];
  return { type: "object", properties: Object.fromEntries(names.map((name) => [name, fieldSchema(declared[name]!)])) };
}

/** Writers of an entity's replies as JSON text; a field the record schema does not declare is never written. */
export interface RecordSerialisers {
  one(row: Row): string;
  many(rows: readonly Row[]): string;
  /** The answer of a CSV import. */
  imported(reply: { imported: number; items: readonly Row[] }): string;
}

const compiled = new WeakMap<EntityDefinition, RecordSerialisers>();

/** The entity's serialisers, compiled on first use and kept for the life of the process. */
export function recordSerialisers(def: EntityDefinition): RecordSerialisers {
  let serialisers = compiled.get(def);
  if (!serialisers) compiled.set(def, (serialisers = compile(recordJsonSchema(def))));
  return serialisers;
}

function compile(record: RecordJsonSchema): RecordSerialisers {
  const list = { type: "array", items: record } as const;
  return {
    one: build(record),
    many: build(list),
    imported: build({ type: "object", properties: { imported: { type: "integer" }, items: list } }),
  };
}

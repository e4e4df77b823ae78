import { z } from "zod";

/**
 * Bad values for one field, made from its schema: each is raw JSON text, so values JSON cannot hold
 * (NaN, Infinity) are sent as a hostile client would write them.
 */
export interface BadValue {
  label: string;
  /** Raw JSON for the field's value; `undefined` leaves the field out. */
  raw: string | undefined;
}

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
}

/** Over the 1 MB body limit on its own. */
export const HUGE = `"${"x".repeat(1_100_000)}"`;
const UNICODE = JSON.stringify("🚀 ʕ•ᴥ•ʔ ünïcödé \u202e");
const NUL = JSON.stringify("a\u0000b");

/** An object schema as JSON Schema (input side), to walk its fields. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

function branches(field: JsonSchema): JsonSchema[] {
  return field.anyOf ?? [field];
}

function typesOf(field: JsonSchema): Set<string> {
  return new Set(branches(field).flatMap((branch) => [branch.type ?? []].flat()));
}

/** Bad values for the field `name`; `coerced` numbers take strings, so those are not offered. */
export function badValuesFor(name: string, field: JsonSchema, required: boolean, coerced = false): BadValue[] {
  const types = typesOf(field);
  const main = branches(field).find((branch) => branch.type !== "null") ?? field;
  const values: BadValue[] = [
    { label: "an operator object", raw: '{"$gt":""}' },
    { label: "an array", raw: '["x"]' },
    { label: "a nested __proto__", raw: '{"__proto__":{"role":"admin"}}' },
  ];
  if (required) values.push({ label: "missing", raw: undefined });
  if (!types.has("null")) values.push({ label: "null", raw: "null" });
  if (types.has("string")) {
    values.push({ label: "a number", raw: "42" }, { label: "a boolean", raw: "true" }, { label: "huge", raw: HUGE }, { label: "a NUL character", raw: NUL });
    if (main.maxLength !== undefined) values.push({ label: "one over its length", raw: JSON.stringify("x".repeat(main.maxLength + 1)) });
    // Free text may hold any character; names, ids and enums may not hold these.
    if (main.enum || main.format || main.pattern || /(^|_)id$/.test(name)) {
      values.push({ label: "unicode", raw: UNICODE }, { label: "__proto__", raw: '"__proto__"' });
    }
  }
  if (types.has("integer") || types.has("number")) {
    if (!coerced) values.push({ label: "a numeric string", raw: '"12"' });
    values.push(
      { label: "a boolean", raw: "true" },
      { label: "NaN", raw: "NaN" },
      { label: "Infinity", raw: "Infinity" },
      { label: "an overflowing number", raw: "1e400" },
      { label: "a string", raw: UNICODE },
    );
    if (types.has("integer")) values.push({ label: "a fraction", raw: "1.5" });
    if (main.minimum !== undefined && main.minimum > -1) values.push({ label: "negative", raw: "-1" });
    if (main.maximum !== undefined) values.push({ label: "one over its maximum", raw: String(main.maximum < 1e15 ? main.maximum + 1 : 1e300) });
  }
  if (types.has("boolean")) values.push({ label: "a string", raw: '"true"' }, { label: "a number", raw: "1" });
  return values;
}

/** `base` as JSON with `field` replaced by `raw` (or left out). */
export function withField(base: Record<string, unknown>, field: string, raw: string | undefined): string {
  const { [field]: _replaced, ...rest } = base;
  const others = JSON.stringify(rest).slice(1, -1);
  if (raw === undefined) return `{${others}}`;
  return `{${others}${others ? "," : ""}${JSON.stringify(field)}:${raw}}`;
}

/** Whether a schema field coerces its input (`z.coerce.number()`), through optional and default. */
export function isCoerced(field: z.ZodType | undefined): boolean {
  let current: unknown = field;
  for (let depth = 0; depth < 5 && current; depth++) {
    const def = (current as { _zod?: { def?: { coerce?: boolean; innerType?: unknown } } })._zod?.def;
    if (def?.coerce) return true;
    current = def?.innerType;
  }
  return false;
}

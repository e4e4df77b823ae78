import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { badRequest } from "../errors.ts";
import type { FieldInfo } from "./columns.ts";
import { toQueryValue } from "./values.ts";

/** Limits that keep one query cheap to plan and impossible to use as a denial of service. */
export const QUERY_LIMITS = { depth: 4, conditions: 20, inItems: 100, sortTerms: 5 } as const;

const COMPARATORS = ["$eq", "$ne", "$gt", "$gte", "$lt", "$lte", "$in", "$nin", "$exists"] as const;
type Comparator = (typeof COMPARATORS)[number];

interface State {
  fields: Map<string, FieldInfo>;
  hidden: ReadonlySet<string>;
  conditions: number;
}

const NONE: ReadonlySet<string> = new Set();

/** A field the caller may not read is one they may not filter or sort on either: order leaks it. */
function lookup(fields: Map<string, FieldInfo>, hidden: ReadonlySet<string>, name: string, what: string): FieldInfo {
  if (hidden.has(name)) throw badRequest(`Field ${name} is private: it cannot be used in ${what}`);
  const field = fields.get(name);
  if (!field) throw badRequest(`Unknown ${what === "sort" ? "sort field" : "field"} ${name}`);
  return field;
}

/**
 * Turns a JSON query (`{field: value}`, `$eq $ne $gt $gte $lt $lte $in $nin $exists`, `$and $or`)
 * into a parameterized SQL condition. Values never become SQL text: each is checked against its
 * column's kind and bound as a parameter.
 */
export function compileQuery(query: unknown, fields: Map<string, FieldInfo>, hidden = NONE): CompiledQuery {
  if (query === undefined) return { where: undefined, conditions: 0 };
  const state = { fields, hidden, conditions: 0 };
  return { where: compileObject(query, state, 1), conditions: state.conditions };
}

export interface CompiledQuery {
  where: SQL | undefined;
  /** Field conditions in the query; 0 means it matches every record. */
  conditions: number;
}

function compileObject(query: unknown, state: State, depth: number): SQL | undefined {
  if (depth > QUERY_LIMITS.depth) throw badRequest(`Query is nested deeper than ${QUERY_LIMITS.depth} levels`);
  if (!isPlainObject(query)) throw badRequest("Query must be a JSON object");
  const parts: (SQL | undefined)[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (key === "$and" || key === "$or") parts.push(compileLogical(key, value, state, depth));
    else if (key.startsWith("$")) throw badRequest(`Unknown query operator ${key}`);
    else parts.push(compileField(key, value, state));
  }
  return and(...parts);
}

function compileLogical(key: "$and" | "$or", value: unknown, state: State, depth: number): SQL | undefined {
  if (!Array.isArray(value) || value.length === 0) throw badRequest(`${key} takes a non-empty array of queries`);
  // An empty sub-query matches every record, as `{}` does at the top.
  const parts = value.map((part) => compileObject(part, state, depth + 1) ?? sql`true`);
  return key === "$and" ? and(...parts) : or(...parts);
}

function compileField(name: string, value: unknown, state: State): SQL {
  const field = lookup(state.fields, state.hidden, name, "a query");
  if (field.kind === "json") throw badRequest(`Field ${name} cannot be queried`);
  if (!isPlainObject(value)) return comparison(name, field, "$eq", value, state);
  const entries = Object.entries(value);
  if (entries.length === 0) throw badRequest(`Empty condition on ${name}`);
  return and(...entries.map(([op, operand]) => comparison(name, field, asComparator(op), operand, state)))!;
}

function asComparator(op: string): Comparator {
  if ((COMPARATORS as readonly string[]).includes(op)) return op as Comparator;
  throw badRequest(`Unknown query operator ${op}`);
}

function comparison(name: string, field: FieldInfo, op: Comparator, operand: unknown, state: State): SQL {
  if (++state.conditions > QUERY_LIMITS.conditions) throw badRequest(`Query has more than ${QUERY_LIMITS.conditions} conditions`);
  const column = field.column;
  switch (op) {
    case "$exists":
      if (typeof operand !== "boolean") throw badRequest(`$exists on ${name} takes true or false`);
      return operand ? isNotNull(column) : isNull(column);
    case "$in":
    case "$nin": {
      const values = listOperand(name, op, operand).map((item) => toQueryValue(name, field.kind, item));
      if (op === "$in") return values.length ? inArray(column, values) : sql`false`;
      return values.length ? sql`(${column} is null or not ${inArray(column, values)})` : sql`true`;
    }
    case "$eq":
    case "$ne": {
      if (operand === null) return op === "$eq" ? isNull(column) : isNotNull(column);
      const value = toQueryValue(name, field.kind, operand);
      return op === "$eq" ? eq(column, value) : sql`${column} is distinct from ${bound(column, value)}`;
    }
    default: {
      const value = toQueryValue(name, field.kind, operand);
      return { $gt: gt, $gte: gte, $lt: lt, $lte: lte }[op](column, value);
    }
  }
}

/** Binds a value through the column's own driver mapping, as eq() does. */
function bound(column: FieldInfo["column"], value: unknown): SQL {
  return sql`${sql.param(value, column)}`;
}

function listOperand(name: string, op: string, operand: unknown): unknown[] {
  if (!Array.isArray(operand)) throw badRequest(`${op} on ${name} takes an array`);
  if (operand.length > QUERY_LIMITS.inItems) throw badRequest(`${op} on ${name} takes at most ${QUERY_LIMITS.inItems} values`);
  return operand;
}

/** Parses `sort` (`field` or `-field`, comma-separated); newest first when absent. */
export function compileSort(sort: string | undefined, fields: Map<string, FieldInfo>, hidden = NONE): SQL[] {
  const terms = (sort ?? "-created_date").split(",").map((term) => term.trim()).filter(Boolean);
  if (terms.length > QUERY_LIMITS.sortTerms) throw badRequest(`sort takes at most ${QUERY_LIMITS.sortTerms} fields`);
  const order = terms.map((term) => {
    const name = term.replace(/^[-+]/, "");
    const field = lookup(fields, hidden, name, "sort");
    return term.startsWith("-") ? desc(field.column) : asc(field.column);
  });
  // A unique last key keeps pages stable when sort values tie. It runs the way the last term does,
  // so one index on (field, id) gives both directions without a sort (decisions/017).
  const id = fields.get("id")!.column;
  const last = terms.at(-1);
  return [...order, last?.startsWith("-") ? desc(id) : asc(id)];
}

/** Parses `fields` into the columns to return; `id` is always included. */
export function compileFields(list: string | undefined, fields: Map<string, FieldInfo>): Record<string, FieldInfo["column"]> | undefined {
  if (!list) return undefined;
  const names = new Set(["id", ...list.split(",").map((name) => name.trim()).filter(Boolean)]);
  const selection: Record<string, FieldInfo["column"]> = {};
  for (const name of names) {
    const field = fields.get(name);
    if (!field) throw badRequest(`Unknown field ${name}`);
    selection[name] = field.column;
  }
  return selection;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

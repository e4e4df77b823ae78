import { and, count, eq, fillPlaceholders, not, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { fetchRows, type BuiltSql, type Db } from "../../db/client.ts";
import type { Pilot } from "../identity/pilot.ts";
import { AppError, badRequest, forbidden, notFound } from "../errors.ts";
import { parseOrThrow } from "../validation.ts";
import { ADMIN_ONLY, decide, type Verb } from "./access.ts";
import { fieldsOf, moneyFields, type FieldInfo } from "./columns.ts";
import type { EntityDefinition } from "./definitions.ts";
import { hiddenFields, privacyOwner, readable } from "./private-fields.ts";
import { compileFields, compileQuery, compileSort } from "./query.ts";
import { createSqlCache } from "./sql-cache.ts";

export const LIST_LIMITS = { default: 50, max: 500 } as const;
export const MAX_BULK = 500;

export interface ListParams {
  q?: unknown;
  sort?: string;
  limit?: number;
  skip?: number;
  fields?: string;
}

type Row = Record<string, unknown>;

const fieldCache = new WeakMap<EntityDefinition, Map<string, FieldInfo>>();
function fields(def: EntityDefinition): Map<string, FieldInfo> {
  let map = fieldCache.get(def);
  if (!map) fieldCache.set(def, (map = fieldsOf(def.table)));
  return map;
}
/** Each entity's money fields, found once rather than on every read. */
const moneyNames = new WeakMap<EntityDefinition, string[]>();

function column(def: EntityDefinition, name: string): PgColumn {
  return fields(def).get(name)!.column as PgColumn;
}

/**
 * The SQL condition that limits `verb` to the records `pilot` may touch. Refusing the whole verb
 * is a 403; a single record outside the scope later reads as absent (404).
 */
function scope(def: EntityDefinition, pilot: Pilot, verb: Verb): SQL | undefined {
  return ownerScope(def, pilot, verb) === undefined ? undefined : eq(column(def, def.ownerField!), pilot.email);
}

/** The owner a verb is limited to (undefined: every record), or a 403 when the verb is refused. */
function ownerScope(def: EntityDefinition, pilot: Pilot, verb: Verb): string | undefined {
  const decision = decide((def.access ?? ADMIN_ONLY)[verb], pilot);
  if (decision === "none" || (decision === "own" && !def.ownerField)) throw forbidden();
  return decision === "own" ? pilot.email : undefined;
}

// Building SQL costs more CPU than the rest of a list request; clients repeat the same lists
// (every page load asks for its own), so the built statement is kept by everything it depends on.
const listSql = createSqlCache(1000);

/** Lists the records the pilot may read, filtered, sorted and paged in SQL. */
export async function listRecords(db: Db, def: EntityDefinition, pilot: Pilot, params: ListParams): Promise<Row[]> {
  const owner = ownerScope(def, pilot, "read");
  const hidden = hiddenFields(def, pilot);
  const limit = params.limit ?? LIST_LIMITS.default;
  // Whether fields are hidden changes what the query may name, so it is part of the key. An absent
  // parameter has a key of its own: `q=null` is refused and `sort=` sorts by id only, so neither may
  // find the statement built for a list without them.
  const key = [def.name, owner ?? "*", hidden.size > 0, given(params.q), given(params.sort), given(params.fields), limit, params.skip ?? 0].join("\u0000");
  const built = listSql.get(key) ?? listSql.set(key, buildList(db, def, pilot, params, limit, hidden));
  const rows = moneyAsNumbers(def, await fetchRows<Row>(db, built));
  if (hidden.size === 0) return rows;
  // The owner column decides what each row shows; drop it afterwards when `fields` left it out.
  const ownerField = privacyOwner(def);
  const unasked = params.fields !== undefined && !params.fields.split(",").some((name) => name.trim() === ownerField);
  return rows.map((row) => {
    const shown = readable(def, pilot, row, hidden);
    if (!unasked) return shown;
    const { [ownerField]: _owner, ...rest } = shown;
    return rest;
  });
}

function given(value: unknown): string {
  return value === undefined ? "\u0001absent" : JSON.stringify(value);
}

/** The driver reads `numeric` as a string ("12.50"); the API's shapes have numbers (SPEC.md section 3). */
function moneyAsNumbers(def: EntityDefinition, rows: Row[]): Row[] {
  let names = moneyNames.get(def);
  if (!names) moneyNames.set(def, (names = moneyFields(fields(def))));
  if (names.length === 0) return rows;
  for (const row of rows) {
    for (const name of names) if (typeof row[name] === "string") row[name] = Number(row[name]);
  }
  return rows;
}

function buildList(db: Db, def: EntityDefinition, pilot: Pilot, params: ListParams, limit: number, hidden: ReadonlySet<string>): BuiltSql {
  const map = fields(def);
  const where = and(scope(def, pilot, "read"), compileQuery(params.q, map, hidden).where);
  const selection = compileFields(params.fields, map);
  if (selection && hidden.size > 0) selection[privacyOwner(def)] = column(def, privacyOwner(def));
  const query = selection ? db.select(selection).from(def.table) : db.select().from(def.table);
  return query.where(where).orderBy(...compileSort(params.sort, map, hidden)).limit(limit).offset(params.skip ?? 0).toSQL();
}

/** Counts the records the pilot may read that match the query. */
export async function countRecords(db: Db, def: EntityDefinition, pilot: Pilot, q: unknown): Promise<number> {
  const where = and(scope(def, pilot, "read"), compileQuery(q, fields(def), hiddenFields(def, pilot)).where);
  const [row] = await db.select({ n: count() }).from(def.table).where(where);
  return row?.n ?? 0;
}

// One statement per entity and scope, its id and owner left as placeholders filled per request.
const getSql = new Map<string, BuiltSql>();

/** One record by id, or 404 when it does not exist or the pilot may not see it. */
export async function getRecord(db: Db, def: EntityDefinition, pilot: Pilot, id: string): Promise<Row> {
  const owner = ownerScope(def, pilot, "read");
  const key = `${def.name}\u0000${owner === undefined ? "*" : "own"}`;
  let built = getSql.get(key);
  if (!built) {
    const mine = owner === undefined ? undefined : eq(column(def, def.ownerField!), sql.placeholder("owner"));
    built = db.select().from(def.table).where(and(eq(column(def, "id"), sql.placeholder("id")), mine)).limit(1).toSQL();
    getSql.set(key, built);
  }
  const [row] = moneyAsNumbers(def, await fetchRows<Row>(db, { sql: built.sql, params: fillPlaceholders(built.params, { id, owner }) }));
  if (!row) throw notFound();
  return readable(def, pilot, row);
}

/** Creates one record from client input; the owner and creator are the caller, whatever the client sent. */
export async function createRecord(db: Db, def: EntityDefinition, pilot: Pilot, body: unknown): Promise<Row> {
  const [row] = await createRecords(db, def, pilot, [body]);
  return row!;
}

/** Creates many records in one statement: all of them or, on any bad item, none. */
export async function createRecords(db: Db, def: EntityDefinition, pilot: Pilot, items: unknown[]): Promise<Row[]> {
  if (items.length === 0) throw badRequest("Nothing to create");
  if (items.length > MAX_BULK) throw badRequest(`At most ${MAX_BULK} records at a time`);
  scope(def, pilot, "create");
  const schema = inputSchema(def, "create");
  const values = items.map((item, index) => ({
    ...toColumnValues(def, parse(schema, item, items.length > 1 ? `item ${index}` : undefined)),
    ...(def.ownerField ? { [def.ownerField]: pilot.email } : {}),
    created_by: pilot.email,
  }));
  const created = (await db.insert(def.table).values(values).returning()) as Row[];
  return created.map((row) => readable(def, pilot, row));
}

/** Changes the given fields of one record the pilot may update. */
export async function updateRecord(db: Db, def: EntityDefinition, pilot: Pilot, id: string, body: unknown): Promise<Row> {
  const where = and(eq(column(def, "id"), id), scope(def, pilot, "update"));
  const changes = toColumnValues(def, parse(inputSchema(def, "update"), body));
  const frozen = def.money?.frozen;
  if (frozen && frozen.fields.some((name) => Object.hasOwn(changes, name))) throw new AppError("CONFLICT", frozen.message);
  const [row] = await db.update(def.table).set({ ...changes, updated_date: sql`now()` }).where(where).returning();
  if (!row) throw notFound();
  return readable(def, pilot, row as Row);
}

/** Deletes one record the pilot may delete. */
export async function deleteRecord(db: Db, def: EntityDefinition, pilot: Pilot, id: string): Promise<void> {
  const where = and(eq(column(def, "id"), id), scope(def, pilot, "delete"));
  const deleted = await db.delete(def.table).where(and(where, def.money?.deletable)).returning({ id: column(def, "id") });
  if (deleted.length > 0) return;
  // Nothing went: the record is absent (404), or it holds Stardust and stays (409).
  if (def.money && (await db.select({ id: column(def, "id") }).from(def.table).where(where)).length > 0) throw new AppError("CONFLICT", def.money.undeletable);
  throw notFound();
}

/** Deletes every record the pilot may delete that matches a non-empty query. */
export async function deleteMatching(db: Db, def: EntityDefinition, pilot: Pilot, q: unknown): Promise<number> {
  const allowed = scope(def, pilot, "delete");
  const filter = compileQuery(q, fields(def), hiddenFields(def, pilot));
  if (filter.conditions === 0) throw badRequest("deleteMany needs a query with at least one condition");
  if (def.money) {
    // All or nothing: one matching record that holds Stardust refuses the whole delete.
    const kept = await db.select({ id: column(def, "id") }).from(def.table).where(and(allowed, filter.where, not(def.money.deletable))).limit(1);
    if (kept.length > 0) throw new AppError("CONFLICT", def.money.undeletable);
  }
  const deleted = await db.delete(def.table).where(and(allowed, filter.where, def.money?.deletable)).returning({ id: column(def, "id") });
  return deleted.length;
}

/** Date-times arrive as ISO strings; their columns take Date values. */
function toColumnValues(def: EntityDefinition, row: Row): Row {
  const map = fields(def);
  for (const [name, value] of Object.entries(row)) {
    if (map.get(name)?.kind === "time" && typeof value === "string") row[name] = new Date(value);
  }
  return row;
}

/** The schema a create or an update body is parsed with (the API description shows the same one). */
export function inputSchema(def: EntityDefinition, verb: "create" | "update"): z.ZodObject {
  if (!def.input) throw forbidden();
  if (verb === "create") return def.input.strict();
  // An update changes only the fields it names: defaults must not fill in the others.
  const shape = Object.fromEntries(
    Object.entries(def.input.shape).map(([key, field]) => [key, field instanceof z.ZodDefault ? field.unwrap() : field]),
  );
  return z.object(shape).partial().strict();
}

function parse(schema: z.ZodObject, body: unknown, where?: string): Row {
  return parseOrThrow(schema, body, where ? `${where}: ` : "") as Row;
}

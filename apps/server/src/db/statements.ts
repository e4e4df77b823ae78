import { fillPlaceholders, getTableColumns, type SQL } from "drizzle-orm";
import { PgDialect, type PgTable } from "drizzle-orm/pg-core";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Db, Tx } from "./client.ts";

/** A statement's SQL text and parameters, rendered once; placeholders are filled per run. */
export interface Statement {
  text: string;
  params: unknown[];
}

const dialect = new PgDialect();

/** Renders a query built with placeholders (`sql.placeholder`) into its text once. */
export function renderStatement(query: SQL): Statement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params };
}

/** A row as the driver reads it, timestamps still PostgreSQL's text (see `RAW_TIMESTAMPS`). */
export type DriverRow = Record<string, unknown>;

const TIMESTAMPTZ_OID = 1184;
const TIMESTAMP_OID = 1114;
const DATE_OID = 1082;

// Timestamps and dates stay text, as Drizzle reads them, so a table's own column mappers (tableRow)
// turn them into exactly what a Drizzle query would have returned.
const RAW_TIMESTAMPS = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === TIMESTAMPTZ_OID || oid === TIMESTAMP_OID || oid === DATE_OID
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};
const RAW_TIMESTAMP_PARSERS = { [TIMESTAMPTZ_OID]: String, [TIMESTAMP_OID]: String, [DATE_OID]: String };

interface PgliteQueryable {
  query(text: string, params: unknown[], options: { parsers: Record<number, (value: string) => unknown> }): Promise<{ rows: unknown[] }>;
}

/**
 * Runs a rendered statement on the connection `tx` holds: its transaction's (so the statement
 * commits or rolls back with the rest), or the pool's for the database handle. This is for the
 * hottest writes (a purchase sends ten statements): building each with Drizzle's query builder cost
 * the server more CPU than sending it. On PostgreSQL the pool's naming client (prepared.ts) makes
 * it a named statement, parsed once per connection; parameters are always bound, never spliced.
 */
export async function queryRows(tx: Tx | Db, statement: Statement, values: Record<string, unknown> = {}): Promise<DriverRow[]> {
  return queryOn(clientOf(tx), statement, values);
}

/**
 * The rows of a statement that may answer a hundred thousand (a large battle's votes), read
 * `perPage` at a time through a cursor named `cursor`. Read in one go, such a result arrives in
 * bursts the driver parses back to back, thousands of rows and their garbage at a time: every other
 * request of this instance waited 20 to 60 ms at each. A page is one round trip, so the event loop
 * turns between pages. A cursor lives in a transaction: on the pool (a read-only function's handle)
 * one connection reads in a read-only transaction of its own; the embedded database, which works
 * on this thread anyway, answers in one go.
 */
export async function queryRowsInPages(tx: Tx | Db, statement: Statement, values: Record<string, unknown>, cursor: string, perPage = 5_000): Promise<DriverRow[]> {
  const client = clientOf(tx);
  if (client instanceof PGlite) return queryOn(client, statement, values);
  if (!(client instanceof pg.Pool)) return pagesOn(client, statement, values, cursor, perPage);
  const connection = await client.connect();
  try {
    await connection.query("begin read only");
    const rows = await pagesOn(connection, statement, values, cursor, perPage);
    await connection.query("commit");
    return rows;
  } catch (error) {
    await connection.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    connection.release();
  }
}

async function pagesOn(client: unknown, statement: Statement, values: Record<string, unknown>, cursor: string, perPage: number): Promise<DriverRow[]> {
  // Every row is read: planned for a tenth of them (the default for a cursor), a battle's votes were
  // a walk over every vote in id order, 40 s instead of a fraction of one.
  await queryOn(client, { text: "set local cursor_tuple_fraction = 1", params: [] });
  await queryOn(client, { text: `declare ${cursor} no scroll cursor for ${statement.text}`, params: statement.params }, values);
  const fetch = { text: `fetch forward ${perPage} from ${cursor}`, params: [] };
  const rows: DriverRow[] = [];
  for (;;) {
    const page = await queryOn(client, fetch);
    for (const row of page) rows.push(row);
    if (page.length < perPage) break;
  }
  await queryOn(client, { text: `close ${cursor}`, params: [] });
  return rows;
}

// Drizzle keeps the driver's client (a pool, a pool client in a transaction, or PGlite and its
// transaction) on the handle's session; it has no public accessor for it.
const clientOf = (tx: Tx | Db): unknown => (tx as unknown as { session: { client: unknown } }).session.client;

/**
 * A statement's driver config, shared by every run: node-postgres copies a config's own properties
 * on every query, and inherited ones not at all (prepared.ts), so each run sends an empty object
 * inheriting this one, with the values as the query's second argument.
 */
const driverConfigs = new WeakMap<Statement, pg.QueryConfig>();
function driverConfig(statement: Statement): pg.QueryConfig {
  let config = driverConfigs.get(statement);
  if (!config) driverConfigs.set(statement, (config = Object.freeze({ text: statement.text, types: RAW_TIMESTAMPS })));
  return Object.create(config) as pg.QueryConfig;
}

async function queryOn(client: unknown, statement: Statement, values: Record<string, unknown> = {}): Promise<DriverRow[]> {
  const params = fillPlaceholders(statement.params, values);
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const result = await client.query<DriverRow>(driverConfig(statement), params);
    return result.rows;
  }
  const result = await (client as PgliteQueryable).query(statement.text, params, { parsers: RAW_TIMESTAMP_PARSERS });
  return result.rows as DriverRow[];
}

/**
 * Maps a driver row of `table` (read with `select *` or `returning *`) to the table's row type,
 * through the same column mappers Drizzle applies, so timestamps become Dates as they would there.
 */
export function tableRow<Table extends PgTable>(table: Table): (row: DriverRow) => Table["$inferSelect"] {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, name: column.name, column }));
  return (row) => {
    const mapped: Record<string, unknown> = {};
    for (const { key, name, column } of columns) {
      const value = row[name];
      mapped[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return mapped as Table["$inferSelect"];
  };
}

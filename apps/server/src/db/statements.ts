import { fillPlaceholders, getTableColumns, type SQL } from "drizzle-orm";
import { PgDialect, type PgTable } from "drizzle-orm/pg-core";
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
  // Drizzle keeps the driver's client (a pool, a pool client in a transaction, or PGlite and its
  // transaction) on the handle's session; it has no public accessor for it.
  const client = (tx as unknown as { session: { client: unknown } }).session.client;
  const params = fillPlaceholders(statement.params, values);
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const result = await client.query<DriverRow>({ text: statement.text, values: params, types: RAW_TIMESTAMPS });
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

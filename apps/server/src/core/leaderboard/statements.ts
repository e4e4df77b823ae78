import { fillPlaceholders, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { fetchRows, type Db, type Tx } from "../../db/client.ts";
import { allTimeBoard, seasonBoard, standingQuery, topQuery, type BoardValues } from "./boards.ts";

/** A statement's SQL text and parameters, rendered once; placeholders are filled per run. */
export interface Statement {
  text: string;
  params: unknown[];
}

const dialect = new PgDialect();

/** Renders a query built with placeholders into its text once. */
export function renderStatement(query: SQL): Statement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params };
}

/**
 * Every board statement, rendered at start: the boards are the app's hottest reads, and building
 * and rendering the query on each of them cost more CPU than the database spent answering.
 */
export const BOARD_STATEMENTS = {
  all_time: { top: renderStatement(topQuery(allTimeBoard)), standing: renderStatement(standingQuery(allTimeBoard)) },
  season: { top: renderStatement(topQuery(seasonBoard)), standing: renderStatement(standingQuery(seasonBoard)) },
};

/**
 * Total Pilots, from the counter row that triggers on `users` keep (migration `board_counters`):
 * one row read, exact, and the same on every instance, where `count(*)` would visit every pilot.
 */
export const PILOT_COUNT = renderStatement(sql`select pilots from pilot_count`);

/**
 * Runs a board statement on the driver directly, as a named statement (db/prepared.ts). Board
 * reads are read-only functions, which run on the pool, not in a transaction.
 */
export function runStatement<Row>(db: Db | Tx, statement: Statement, values: Partial<BoardValues>): Promise<Row[]> {
  return fetchRows<Row>(db, { sql: statement.text, params: fillPlaceholders(statement.params, values) });
}

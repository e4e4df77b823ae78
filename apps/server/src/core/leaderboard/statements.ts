import { fillPlaceholders, sql } from "drizzle-orm";
import { fetchRows, type Db, type Tx } from "../../db/client.ts";
import { renderStatement, type Statement } from "../../db/statements.ts";
import { allTimeBoard, seasonBoard, standingQuery, topQuery, type BoardValues } from "./boards.ts";

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

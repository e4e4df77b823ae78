import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { openDatabase, type Database } from "../src/db/client.ts";
import { freshDatabase, testDatabaseKind } from "./helpers/database.ts";
import { startServer } from "./helpers/server.ts";

// The databases test files hand on to each other (helpers/database-pool.ts): a file must find one
// exactly as the migrations left it, whatever the file before did.

/** A database no file has used: a copy of the embedded snapshot, or a new PostgreSQL one (never pooled at one connection). */
async function unusedDatabase(): Promise<Database> {
  if (testDatabaseKind === "pglite") return openDatabase({ snapshot: new Blob([await readFile(inject("pgliteSnapshot"))]) });
  return freshDatabase(1);
}

/** Every row of every table and every sequence's position, as one text. */
async function contents(database: Database): Promise<string> {
  const tables = await database.db.execute<{ name: string }>(
    sql`select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const result = await database.db.execute<{ rows: string | null }>(
      sql.raw(`select coalesce(json_agg(t order by t::text)::text, '[]') as rows from ${name} t`),
    );
    parts.push(`${name} ${result.rows[0]!.rows}`);
  }
  const sequences = await database.db.execute<{ state: string }>(
    sql`select string_agg(sequencename || ' ' || coalesce(last_value::text, '-'), ',' order by sequencename) as state from pg_sequences`,
  );
  parts.push(sequences.rows[0]!.state);
  return parts.join("\n");
}

describe("a test database handed on", () => {
  it("is the same database again, with every row and sequence as the migrations left them", async () => {
    const unused = await unusedDatabase();
    const pristine = await contents(unused);
    await unused.close();

    const first = await freshDatabase();
    expect(await contents(first)).toBe(pristine);
    const server = await startServer({}, { database: first });
    await server.pilot();
    await server.admin();
    await first.db.execute(sql`select nextval('live_events_id_seq')`);
    expect(await contents(first)).not.toBe(pristine);
    await server.close();

    const next = await freshDatabase();
    expect(next.db).toBe(first.db);
    expect(await contents(next)).toBe(pristine);
    await next.close();
  });

  it("is a new one when the file before changed the schema", async () => {
    const first = await freshDatabase();
    await first.db.execute(sql`create table file_own_table (id int)`);
    await first.close();

    const next = await freshDatabase();
    expect(next.db).not.toBe(first.db);
    const tables = await next.db.execute(sql`select 1 from pg_tables where tablename = 'file_own_table'`);
    expect(tables.rows).toHaveLength(0);
    await next.close();
  });
});

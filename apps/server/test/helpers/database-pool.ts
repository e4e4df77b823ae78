import { sql } from "drizzle-orm";
import type { Database } from "../../src/db/client.ts";

/**
 * Migrated databases a test worker hands from one file to the next. Starting PGlite from the migrated
 * snapshot costs about 1.3 CPU-s, most of it Postgres booting inside WebAssembly; a new PostgreSQL
 * database is a copy of the template, a new pool and new server processes that know none of its
 * tables yet. Putting a used one back as the migrations left it (every table emptied, the rows the
 * migrations wrote put back, every sequence where it was) costs a small part of either. A database
 * whose schema a test changed (a table of its own, say), or that cannot be emptied (a connection a
 * test left open holds a lock), is closed rather than reused, so no file ever sees another's rows
 * or objects.
 */
export function databasePool<T extends Database>(open: () => Promise<T>): () => Promise<T> {
  const idle: T[] = [];
  let pristine: Promise<Pristine> | undefined;

  return async function take() {
    const database = idle.pop() ?? (await open());
    pristine ??= readPristine(database);
    const state = await pristine;
    const stops = new Set<() => Promise<void>>();
    let closed = false;
    return {
      ...database,
      async listen(channel, handlers) {
        const stop = await database.listen(channel, handlers);
        const tracked = async () => {
          stops.delete(tracked);
          await stop();
        };
        stops.add(tracked);
        return tracked;
      },
      // Closing twice is allowed (two servers may share one database): it goes back to the pool once.
      async close() {
        if (closed) return;
        closed = true;
        for (const stop of [...stops]) await stop();
        if (await restore(database, state)) idle.push(database);
        else await database.close();
      },
    };
  };
}

interface Pristine {
  /** What the schema is made of; a different one after a file means the database is not reused. */
  fingerprint: string;
  tables: string[];
  /** The rows the migrations left, per table, with the columns that may be written. */
  seeds: { table: string; columns: string[]; rows: string }[];
  sequences: { name: string; value: string; called: boolean }[];
}

async function rows<Row>(database: Database, text: string): Promise<Row[]> {
  const result = (await database.db.execute(sql.raw(text))) as unknown as { rows: Row[] };
  return result.rows;
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

const FINGERPRINT = `
  select md5(coalesce(string_agg(item, ',' order by item), '')) as fingerprint from (
    select concat_ws(' ', 'c', c.oid, c.relname, c.relkind) as item from pg_class c
      join pg_namespace n on n.oid = c.relnamespace where n.nspname not in ('pg_catalog', 'information_schema')
    union all select concat_ws(' ', 'a', a.attrelid, a.attname, a.atttypid) from pg_attribute a
      join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where a.attnum > 0 and n.nspname not in ('pg_catalog', 'information_schema')
    union all select concat_ws(' ', 'p', p.oid) from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace where n.nspname not in ('pg_catalog', 'information_schema')
    union all select concat_ws(' ', 't', oid) from pg_trigger
    union all select concat_ws(' ', 'r', oid) from pg_roles
  ) items`;

async function fingerprint(database: Database): Promise<string> {
  const [row] = await rows<{ fingerprint: string }>(database, FINGERPRINT);
  return row!.fingerprint;
}

async function readPristine(database: Database): Promise<Pristine> {
  const tables = (
    await rows<{ name: string }>(
      database,
      `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
    )
  ).map((table) => table.name);
  const seeds: Pristine["seeds"] = [];
  for (const table of tables) {
    const [content] = await rows<{ rows: string | null }>(database, `select json_agg(t)::text as rows from ${table} t`);
    if (!content?.rows) continue;
    // Generated columns cannot be written; they are computed again from the others.
    const columns = await rows<{ name: string }>(
      database,
      `select quote_ident(attname) as name from pg_attribute
        where attrelid = ${literal(table)}::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    );
    seeds.push({ table, columns: columns.map((column) => column.name), rows: content.rows });
  }
  const sequences = await rows<{ name: string; value: string; called: boolean }>(
    database,
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
        coalesce(last_value, start_value)::text as value, last_value is not null as called from pg_sequences`,
  );
  return { fingerprint: await fingerprint(database), tables, seeds, sequences };
}

/** Puts `database` back as the migrations left it; false when its schema changed and it cannot be. */
async function restore(database: Database, pristine: Pristine): Promise<boolean> {
  try {
    if ((await fingerprint(database)) !== pristine.fingerprint) return false;
    // What a file may leave on the session (the embedded database has only one).
    for (const statement of ["reset all", "unlisten *", "select pg_advisory_unlock_all()"]) await database.db.execute(sql.raw(statement));
    // One transaction, so every statement runs on the same connection of a pool.
    await database.db.transaction(async (tx) => {
      const statements = [
        // A lock a connection left open still holds would otherwise stop the TRUNCATE for good.
        "set local lock_timeout = '2s'",
        // No trigger runs while the tables are emptied and the seed rows go back as they were: the
        // audit log refuses TRUNCATE, and the counters would count the seed rows a second time.
        "set local session_replication_role = replica",
        `truncate ${pristine.tables.join(", ")}`,
        ...pristine.seeds.map(
          ({ table, columns, rows }) =>
            `insert into ${table} (${columns.join(", ")}) overriding system value select ${columns.join(", ")} from json_populate_recordset(null::${table}, ${literal(rows)})`,
        ),
        ...pristine.sequences.map(({ name, value, called }) => `select setval(${literal(name)}, ${value}, ${called})`),
      ];
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });
    return true;
  } catch {
    // A database left in a state it cannot be reset from is not reused.
    return false;
  }
}

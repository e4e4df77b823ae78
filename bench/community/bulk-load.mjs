// Loading tens of millions of rows quickly without changing what they are. The filled tables'
// indexes and keys are set aside while they are filled, then built from their own definitions
// (sorting every key once beats inserting them one by one into trees larger than memory); the
// foreign keys come back last and are validated over every row, so the schema ends exactly as
// migrated and the data provably satisfies it. Triggers stay on throughout.

/** Settings of a loading connection: memory to sort and build indexes in, no wait for each commit to reach the disk (a crash loses the seed, which is rebuilt). */
export async function loadingSession(client) {
  await client.query("set synchronous_commit = off");
  await client.query("set work_mem = '1GB'");
  await client.query("set maintenance_work_mem = '1GB'");
  await client.query("set max_parallel_maintenance_workers = 2");
}

/**
 * Drops every foreign key of the schema (a key on a filled table's column, or one that points at
 * it, would check each row or hold its index) and every index, primary key and unique constraint
 * of `tables`; answers the statements that recreate them.
 */
export async function setAside(client, tables) {
  const { rows: keys } = await client.query(
    `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as def
     from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
  );
  const { rows: indexes } = await client.query(
    `select i.indexrelid::regclass::text as index, i.indrelid::regclass::text as table, c.conname as constraint,
            pg_get_indexdef(i.indexrelid) as index_def, pg_get_constraintdef(c.oid) as constraint_def
     from pg_index i left join pg_constraint c on c.conindid = i.indexrelid and c.conrelid = i.indrelid and c.contype in ('p', 'u')
     where i.indrelid = any($1::regclass[])`,
    [tables],
  );
  for (const key of keys) await client.query(`alter table ${key.table} drop constraint ${key.name}`);
  const built = indexes.map((row) => ({
    table: row.table,
    drop: row.constraint ? `alter table ${row.table} drop constraint ${row.constraint}` : `drop index ${row.index}`,
    create: row.constraint ? `alter table ${row.table} add constraint ${row.constraint} ${row.constraint_def}` : row.index_def,
  }));
  for (const index of built) await client.query(index.drop);
  return { indexes: built, keys };
}

/** Builds the set-aside indexes of `tables` again. */
export async function buildIndexes(client, aside, tables) {
  for (const index of aside.indexes.filter((candidate) => tables.includes(candidate.table))) await client.query(index.create);
}

/**
 * Puts every foreign key back as it was, unchecked for the moment (an instant change), so each
 * table's keys can then be validated on its own, two tables at once.
 */
export async function restoreKeys(client, aside) {
  for (const key of aside.keys) await client.query(`alter table ${key.table} add constraint ${key.name} ${key.def} not valid`);
}

/** Checks every row of `table` against its foreign keys (each a join over the table); throws on a missing reference. */
export async function validateKeys(client, aside, table) {
  for (const key of aside.keys.filter((candidate) => candidate.table === table)) await client.query(`alter table ${table} validate constraint ${key.name}`);
}

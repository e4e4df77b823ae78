import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { databasePool } from "./database-pool.ts";

/** Which database the API tests run on: the embedded one, or PostgreSQL at DATABASE_URL. */
export const testDatabaseKind = process.env.TEST_DATABASE === "postgres" ? "postgres" : "pglite";

/** The connections of a test file's PostgreSQL pool, as the server's own default. */
const DEFAULT_POOL_SIZE = 20;

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a PostgreSQL database of its
 * own (dropped on close), so test files never see each other's rows. At the usual pool size it is
 * one an earlier file of this worker used, put back as the migrations left it (helpers/database-pool.ts).
 * With a pool of one connection it is always new, so the statements it prepared are the ones
 * pg_prepared_statements lists.
 */
export async function freshDatabase(poolSize = DEFAULT_POOL_SIZE): Promise<Database & { url?: string }> {
  if (testDatabaseKind === "pglite") return takePglite();
  return poolSize === DEFAULT_POOL_SIZE ? takePostgres() : newPostgresDatabase(poolSize);
}

async function newPostgresDatabase(poolSize: number): Promise<Database & { url: string }> {
  const fresh = await freshPostgres();
  const database = await openDatabase({ url: fresh.url, poolSize });
  return {
    ...database,
    /** Where a second instance connects to share this database. */
    url: fresh.url,
    async close() {
      await database.close();
      await fresh.drop();
    },
  };
}

const takePostgres = databasePool(() => newPostgresDatabase(DEFAULT_POOL_SIZE));

/**
 * A new PostgreSQL database on the server at DATABASE_URL, migrated (a copy of this run's template)
 * or, with `empty`, without a single table: its URL, and how to drop it.
 */
export async function freshPostgres({ empty = false } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE=postgres needs DATABASE_URL");
  // Named after this run, so the run's end drops any a worker still held (setup/database-templates.ts).
  const name = `${inject("postgresDatabasePrefix")}${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // A copy of the migrated template (test/setup/database-templates.ts) instead of migrating again.
  await admin.query(empty ? `create database ${name}` : `create database ${name} template ${inject("postgresTemplate")}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

let snapshot: Promise<Blob> | undefined;

const takePglite = databasePool(async () => openDatabase({ snapshot: await pgliteSnapshot() }));

/** The migrated embedded database every test file starts from, read once per worker. */
export function pgliteSnapshot(): Promise<Blob> {
  snapshot ??= readFile(inject("pgliteSnapshot")).then((bytes) => new Blob([bytes]));
  return snapshot;
}

import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { namingClient, pgliteReader, postgresReader, statementNames, type RowReader } from "./prepared.ts";
import * as schema from "./schema.ts";

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** The Drizzle handle the whole server uses; both drivers speak the same Postgres. */
export type Db = ReturnType<typeof drizzlePg<typeof schema>>;
/**
 * The handle `db.transaction(...)` gives its callback. A core function that takes one runs inside its
 * caller's transaction, so its writes commit or roll back with the rest; a `transaction()` called on
 * it opens a savepoint.
 */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Receives the NOTIFY payloads of `channel` until the returned function is called. */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** How the connection pool is used right now (metrics); the embedded database has one connection. */
  poolUse?(): PoolUse;
  close(): Promise<void>;
}

export interface PoolUse {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
  max: number;
}

export interface ListenHandlers {
  message(payload: string): void;
  /** The listening connection dropped and is back: notifications in between were lost. */
  reconnected?(): void;
  /** Told about each failed connection attempt (the listener keeps retrying). */
  failed?(error: Error): void;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded database is used. */
  url?: string;
  /** Folder of the embedded database; omitted means in memory (tests). */
  dataDir?: string;
  /**
   * A migrated embedded database (PGlite's `dumpDataDir`) to start a new one from, in memory or in a
   * `dataDir` that holds none yet: loading it takes about a second where creating a cluster and
   * running every migration takes several.
   */
  snapshot?: Blob;
  poolSize?: number;
  /** Told about an idle pooled connection that dropped (the pool replaces it). */
  onConnectionError?: (error: Error) => void;
}

/** Opens the database, applies pending migrations and returns the handle. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 20, options.onConnectionError);
  return openPglite(options.dataDir, options.snapshot);
}

// Entity lists read rows on the driver directly (fetchRows); their money columns (numeric, at most
// four decimals) are numbers in the API, as Drizzle's `mode: "number"` reads them everywhere else.
const NUMERIC_OID = 1700;

async function openPostgres(url: string, poolSize: number, onConnectionError?: (error: Error) => void): Promise<Database> {
  const types = {
    getTypeParser: ((oid: number, format?: "text" | "binary") =>
      oid === NUMERIC_OID ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  const nameOf = statementNames();
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types, Client: namingClient(nameOf) });
  // Without a listener, a dropped idle connection (database restart, failover) would crash the process.
  pool.on("error", (error) => onConnectionError?.(error));
  const db = drizzlePg(pool, { schema });
  readers.set(db, postgresReader(pool, nameOf));
  // Several app instances may start at once; the advisory lock lets one migrate while the others wait.
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock(727001)");
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock(727001)").catch(() => undefined);
    client.release();
  }
  return {
    db,
    kind: "postgres",
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined, snapshot: Blob | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const parsers = { [NUMERIC_OID]: Number };
  const folder = dataDir ? path.join(dataDir, "pgdata") : undefined;
  // PGlite refuses a snapshot over a folder that already holds a database.
  const loadDataDir = folder && existsSync(path.join(folder, "PG_VERSION")) ? undefined : snapshot;
  const client = folder ? new PGlite(folder, { parsers, loadDataDir }) : new PGlite({ parsers, loadDataDir });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  readers.set(db, pgliteReader(client));
  // Both drivers expose the same query builder; the cast lets core code take one type.
  return {
    db: db as unknown as Db,
    kind: "pglite",
    // One process owns the embedded database: its notifications are the in-process bus.
    async listen(channel, handlers) {
      const stop = await client.listen(channel, handlers.message);
      return () => stop();
    },
    close: () => client.close(),
  };
}

/**
 * A new embedded database with every migration applied, as a data-directory dump for `snapshot`.
 * Its copies never create a database of their own, so the two template databases are dropped: they
 * were 15 of its 43 MB, and a copy's start-up time goes with the dump's size (1.9 → 1.2 CPU-s).
 */
export async function migratedSnapshot(): Promise<Blob> {
  const client = new PGlite();
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    // One statement each: a multi-statement string is one transaction, which DROP DATABASE refuses.
    for (const statement of [
      "update pg_database set datistemplate = false where datname in ('template0', 'template1')",
      "drop database template0",
      "drop database template1",
      "checkpoint",
    ]) {
      await client.exec(statement);
    }
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

/** Waits between attempts to get the listening connection back, doubling up to this. */
const LISTEN_RETRY_MAX_MS = 5_000;

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to queries and lose it), kept
 * open: when it drops it is opened again with a growing pause, and `reconnected` says so.
 */
async function listenPostgres(url: string, channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let pause = 100;
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    client.on("notification", (message) => {
      if (message.channel === channel && message.payload) handlers.message(message.payload);
    });
    // An error is followed by "end", which schedules the next attempt.
    client.on("error", () => undefined);
    client.on("end", () => {
      if (current === client) current = null;
      if (!stopped) schedule(true);
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      handlers.failed?.(error as Error);
      client.removeAllListeners("end");
      await client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) return void (await client.end().catch(() => undefined));
    current = client;
    pause = 100;
  };
  const schedule = (lost: boolean) => {
    clearTimeout(retry);
    retry = setTimeout(() => {
      connect().then(
        () => lost && handlers.reconnected?.(),
        () => !stopped && schedule(lost),
      );
    }, pause);
    pause = Math.min(pause * 2, LISTEN_RETRY_MAX_MS);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}

/** Cheap liveness probe for /healthz. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** A statement built by Drizzle: its SQL text and bound parameters. */
export interface BuiltSql {
  sql: string;
  params: unknown[];
}

/** The named-statement reader of each open database's pool (prepared.ts). */
const readers = new WeakMap<object, RowReader>();

/**
 * Runs a built read query on the driver directly, as a named statement keyed by its SQL text
 * (prepared once per connection, parameters bound), and returns its rows as the driver parses them:
 * timestamps as the ISO 8601 text the API answers with (never a Date and back), money, integers
 * and doubles as numbers, booleans, JSON. This skips Drizzle's per-row mapping, which cost as much
 * CPU as the rest of an entity list request together (bench/entity-filter.mjs). Only for tables
 * without `date`/`bigint` columns, whose driver parsing differs, and never inside a transaction:
 * it runs on the pool.
 */
export async function fetchRows<Row>(db: Db | Tx, { sql: text, params }: BuiltSql): Promise<Row[]> {
  const read = readers.get(db);
  if (!read) throw new Error("fetchRows runs on the pool, not in a transaction: declare the function readOnly");
  return read<Row>(text, params);
}

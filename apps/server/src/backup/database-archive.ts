import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Config } from "../config.ts";
import { BackupError } from "./backup-error.ts";

export type DatabaseKind = "pglite" | "postgres";

/** The archive's name in the backup folder, by database kind. */
export const DATABASE_FILE: Record<DatabaseKind, string> = { pglite: "database.tar.gz", postgres: "database.dump" };

export const databaseKind = (config: Config): DatabaseKind => (config.databaseUrl ? "postgres" : "pglite");

const embeddedDir = (config: Config) => path.join(config.dataDir, "pgdata");

/**
 * Writes the database to `file`: PostgreSQL through pg_dump's custom format (consistent while the
 * server runs), the embedded database as an archive of its data directory, which PGlite writes
 * itself (the server must be stopped: one process owns that directory).
 */
export async function dumpDatabase(config: Config, file: string): Promise<void> {
  if (config.databaseUrl) {
    await runPgTool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`], config.databaseUrl);
    return;
  }
  const dir = embeddedDir(config);
  if (!existsSync(dir)) throw new BackupError(`There is no embedded database at ${dir}: check DATA_DIR (or set DATABASE_URL for PostgreSQL)`);
  const database = new PGlite(dir);
  try {
    // dumpDataDir does not wait for the database to open, unlike queries.
    await database.waitReady;
    const archive = await database.dumpDataDir("gzip");
    await writeFile(file, Buffer.from(await archive.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/** What the target database already holds, in words, or null when it is empty. */
export async function databaseContents(config: Config): Promise<string | null> {
  if (!config.databaseUrl) {
    const dir = embeddedDir(config);
    return existsSync(dir) && readdirSync(dir).length > 0 ? `the embedded database at ${dir} exists` : null;
  }
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      "select count(*)::int as tables from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    const tables = rows[0]?.tables ?? 0;
    return tables > 0 ? `the database at DATABASE_URL has ${tables} tables` : null;
  } finally {
    await client.end();
  }
}

/** Loads `file` into the empty target database. */
export async function restoreDatabase(config: Config, file: string): Promise<void> {
  if (config.databaseUrl) {
    // One transaction: a failed restore leaves the database as empty as it was.
    await runPgTool("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction"], config.databaseUrl, file);
    return;
  }
  const database = new PGlite(embeddedDir(config), { loadDataDir: new Blob([await readFile(file)]) });
  await database.waitReady;
  await database.close();
}

/**
 * Runs pg_dump or pg_restore against `url`. The password goes in PGPASSWORD, not on the command
 * line, where any user of the machine could read it in the process list.
 */
function runPgTool(tool: "pg_dump" | "pg_restore", args: string[], url: string, input?: string): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = "";
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${target.toString()}`, ...(input ? [input] : [])], { env, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => void (errors += chunk.toString()));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "ENOENT" ? new BackupError(`${tool} was not found: install the PostgreSQL client tools, of the server's major version or newer`) : error),
    );
    child.on("close", (code) => (code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit ${code}):\n${errors.trim()}`))));
  });
}

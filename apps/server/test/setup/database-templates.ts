import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migratedSnapshot, openDatabase } from "../../src/db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a migrated embedded database, which every test file starts from. */
    pgliteSnapshot: string;
    /** A migrated PostgreSQL database that every test file's database is created from. */
    postgresTemplate: string;
    /** How the names of this run's PostgreSQL test databases begin. */
    postgresDatabasePrefix: string;
  }
}

/**
 * Migrates one database per run and lets every test file copy it: running the migrations again in
 * each of fifty files was most of the API suite's time. The migrations themselves still run here,
 * from an empty database, every run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE === "postgres" || project.config.env?.TEST_DATABASE === "postgres") return postgresTemplate(project);
  return pgliteSnapshot(project);
}

async function pgliteSnapshot(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(tmpdir(), "soundship-pglite-"));
  const file = path.join(folder, "snapshot.tar");
  writeFileSync(file, Buffer.from(await (await migratedSnapshot()).arrayBuffer()));
  project.provide("pgliteSnapshot", file);
  return async () => rmSync(folder, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE=postgres needs DATABASE_URL");
  const run = randomBytes(6).toString("hex");
  const name = `soundship_template_${run}`;
  const prefix = `soundship_test_${run}_`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // A template may have no open connection while it is copied: the pool is closed before any copy.
  const database = await openDatabase({ url: url.toString(), poolSize: 1 });
  await database.close();
  project.provide("postgresTemplate", name);
  project.provide("postgresDatabasePrefix", prefix);
  // Workers hand their databases from file to file and keep the last ones: they go with the template.
  return async () => {
    const databases = await adminQuery(adminUrl, `select datname from pg_database where starts_with(datname, '${prefix}')`);
    for (const { datname } of databases) await adminQuery(adminUrl, `drop database if exists ${datname} with (force)`);
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  };
}

async function adminQuery(adminUrl: string, text: string): Promise<{ datname: string }[]> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return (await admin.query<{ datname: string }>(text)).rows;
  } finally {
    await admin.end();
  }
}

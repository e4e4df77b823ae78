// Which database `npm run admin` would change, and whether it holds Soundship data at all: the
// command must never create an empty database (or a ./data directory) and then report "No pilot".
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";

/** The database the admin command looked at, in words an operator recognises (no password). */
export function describeTarget(target: { databaseUrl?: string; dataDir: string }): string {
  if (!target.databaseUrl) return `the data directory ${target.dataDir}`;
  const url = new URL(target.databaseUrl);
  return `the database ${url.pathname.slice(1) || "(default)"} on ${url.hostname}${url.port ? `:${url.port}` : ""}`;
}

/** Whether the target already holds Soundship's tables; it is only read, never created or migrated. */
export async function holdsSoundshipData(target: { databaseUrl?: string; dataDir: string }): Promise<boolean> {
  if (!target.databaseUrl) return existsSync(path.join(target.dataDir, "pgdata", "PG_VERSION"));
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ present: boolean }>("select to_regclass('public.users') is not null and to_regclass('public.battles') is not null as present");
    return rows[0]?.present === true;
  } finally {
    await client.end();
  }
}

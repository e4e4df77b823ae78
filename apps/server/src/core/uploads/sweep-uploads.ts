import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, lt, or } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { uploads } from "../../db/schema.ts";
import { STORAGE_KEY } from "./disk-storage.ts";
import { RECEIVING_LEASE_MS } from "./pending-uploads.ts";
import { referencedKeys } from "./file-references.ts";
import { removeStored, uploadStorage } from "./storage.ts";

const HOUR_MS = 60 * 60 * 1000;
/**
 * Files younger than this may belong to an upload being recorded right now. A partial file that
 * has not grown for as long belongs to an attempt that is gone (a live one writes, and renews its
 * lease, as its bytes arrive); the next attempt at its link removes it sooner.
 */
const ORPHAN_AGE_MS = HOUR_MS;

export interface SweepResult {
  expiredLinks: number;
  removedFiles: number;
}

/**
 * Upkeep that leaves no junk behind even after a crash: forgets links that expired unused (and any
 * bytes sent to them), removes partial files of interrupted uploads, and files no track or battle submission refers to.
 * Safe on every instance at once: each step only deletes what is already dead.
 */
export async function sweepUploads(db: Db, config: Config, now: Date): Promise<SweepResult> {
  const storage = uploadStorage(config);
  const expired = await db
    .delete(uploads)
    .where(
      or(
        and(eq(uploads.status, "pending"), lt(uploads.expires_at, new Date(now.getTime() - HOUR_MS))),
        // Receiving, but its attempt lost the lease and nobody can take the expired link over.
        and(
          eq(uploads.status, "receiving"),
          lt(uploads.updated_date, new Date(now.getTime() - RECEIVING_LEASE_MS)),
          lt(uploads.expires_at, new Date(now.getTime() - HOUR_MS)),
        ),
      ),
    )
    .returning({ key: uploads.storage_key });
  for (const { key } of expired) await removeStored(storage, key);
  if (storage.kind !== "disk") return { expiredLinks: expired.length, removedFiles: 0 };

  let removedFiles = 0;
  const cutoff = now.getTime() - ORPHAN_AGE_MS;
  for (const file of await oldFiles(storage.disk.incomingDir, cutoff)) {
    await rm(path.join(storage.disk.incomingDir, file), { force: true });
    removedFiles++;
  }
  const candidates = (await oldFiles(storage.disk.root, cutoff)).filter((name) => STORAGE_KEY.test(name));
  for (let i = 0; i < candidates.length; i += 500) {
    const batch = candidates.slice(i, i + 500);
    const kept = new Set([
      ...(await referencedKeys(db, batch)),
      ...(await db
        .select({ key: uploads.storage_key })
        .from(uploads)
        .where(and(inArray(uploads.storage_key, batch), inArray(uploads.status, ["pending", "receiving"])))).map((row) => row.key),
    ]);
    for (const key of batch.filter((name) => !kept.has(name))) {
      await storage.disk.remove(key);
      removedFiles++;
    }
  }
  return { expiredLinks: expired.length, removedFiles };
}

/** Names of plain files in `dir` last changed before `before` (ms); none when the folder does not exist yet. */
async function oldFiles(dir: string, before: number): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const old: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const info = await stat(path.join(dir, entry.name)).catch(() => null);
    if (info && info.mtimeMs < before) old.push(entry.name);
  }
  return old;
}

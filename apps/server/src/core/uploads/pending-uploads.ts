import { randomUUID } from "node:crypto";
import { and, eq, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { uploads } from "../../db/schema.ts";

export type UploadRow = typeof uploads.$inferSelect;

/**
 * A receiving upload whose attempt made no progress for this long is taken to be gone (its server
 * crashed, its line dropped) and the next attempt may take the link over. Live attempts renew it
 * while bytes arrive, every quarter of it.
 */
export const RECEIVING_LEASE_MS = 2 * 60 * 1000;
export const LEASE_RENEWAL_MS = RECEIVING_LEASE_MS / 4;

/** One upload by id, or null. */
export async function findUpload(db: Db, id: string): Promise<UploadRow | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row ?? null;
}

/**
 * Marks an upload as receiving for a new attempt, atomically: of two PUTs racing on one link, one
 * streams and the other is told the link is busy, so two bodies never land on one key. A receiving
 * upload past its lease is taken over. Returns the attempt's id, or null when the link is busy or used.
 */
export async function claimUpload(db: Db, id: string, now: Date): Promise<string | null> {
  const attempt = randomUUID();
  const stale = new Date(now.getTime() - RECEIVING_LEASE_MS);
  const claimed = await db
    .update(uploads)
    .set({ status: "receiving", attempt, updated_date: now })
    .where(and(eq(uploads.id, id), or(eq(uploads.status, "pending"), and(eq(uploads.status, "receiving"), lt(uploads.updated_date, stale)))))
    .returning({ id: uploads.id });
  return claimed.length === 1 ? attempt : null;
}

/** Renews an attempt's lease; a no-op once another attempt took the link over. */
export async function renewUpload(db: Db, id: string, attempt: string, now: Date): Promise<void> {
  await db.update(uploads).set({ updated_date: now }).where(and(eq(uploads.id, id), eq(uploads.attempt, attempt), eq(uploads.status, "receiving")));
}

/** After a failed attempt the link may be used again until it expires. */
export async function releaseUpload(db: Db, id: string, attempt: string, now: Date): Promise<void> {
  await db
    .update(uploads)
    .set({ status: "pending", attempt: null, updated_date: now })
    .where(and(eq(uploads.id, id), eq(uploads.attempt, attempt), eq(uploads.status, "receiving")));
}

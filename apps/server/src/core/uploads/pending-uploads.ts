import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { uploads } from "../../db/schema.ts";

export type UploadRow = typeof uploads.$inferSelect;

/** One upload by id, or null. */
export async function findUpload(db: Db, id: string): Promise<UploadRow | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row ?? null;
}

/**
 * Marks a pending upload as receiving, atomically: of two PUTs racing on one link, one streams and
 * the other is told the link is busy, so two bodies never land on one key.
 */
export async function claimUpload(db: Db, id: string): Promise<boolean> {
  const claimed = await db
    .update(uploads)
    .set({ status: "receiving", updated_date: sql`now()` })
    .where(and(eq(uploads.id, id), eq(uploads.status, "pending")))
    .returning({ id: uploads.id });
  return claimed.length === 1;
}

/** After a failed attempt the link may be used again until it expires. */
export async function releaseUpload(db: Db, id: string): Promise<void> {
  await db.update(uploads).set({ status: "pending", updated_date: sql`now()` }).where(and(eq(uploads.id, id), eq(uploads.status, "receiving")));
}

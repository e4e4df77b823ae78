import { and, eq, like } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { beatSubmissions, beats } from "../../db/schema.ts";
import { uploadStorage } from "./storage.ts";
import { filePath } from "./upload-links.ts";

/**
 * Moves the audio originals that a bucket still publishes (stored before originals were private)
 * under its private prefix, and points their tracks and submissions at this server, which checks
 * who reads them (decisions/023). Copy, then repoint, then delete: a stop at any point leaves every
 * link working, and the next start finishes the move. Safe on several instances at once. Returns
 * how many originals moved; nothing to do on disk storage.
 */
export async function makeOriginalsPrivate(db: Db, config: Config): Promise<number> {
  const storage = uploadStorage(config);
  if (storage.kind !== "s3") return 0;
  const published = `${storage.s3.publicUrl("")}%`;
  const tracks = db
    .select({ key: beats.storage_key })
    .from(beats)
    .where(and(like(beats.content_type, "audio/%"), like(beats.file_url, published)));
  const submissions = db
    .select({ key: beatSubmissions.storage_key })
    .from(beatSubmissions)
    .where(and(like(beatSubmissions.content_type, "audio/%"), like(beatSubmissions.beat_url, published)));
  const keys = new Set([...(await tracks), ...(await submissions)].map((row) => row.key).filter((key): key is string => key !== null));
  for (const key of keys) {
    await storage.s3.copyToPrivate(key);
    const url = filePath(config, key);
    await db.transaction(async (tx) => {
      await tx.update(beats).set({ file_url: url }).where(eq(beats.storage_key, key));
      await tx.update(beatSubmissions).set({ beat_url: url }).where(eq(beatSubmissions.storage_key, key));
    });
    await storage.s3.removeObject(key);
  }
  return keys.size;
}

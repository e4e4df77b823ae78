import { eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { mediaRenditions } from "../../db/schema.ts";

/** What the server makes from an upload. */
export type RenditionKind = "preview" | "peaks" | "poster";

/** A file made from an upload, under its own key. */
export interface Rendition {
  key: string;
  kind: RenditionKind;
  contentType: string;
}

/** Records the files made from `sourceKey`, so they are served and swept with it. */
export async function recordRenditions(tx: Tx, sourceKey: string, renditions: Rendition[]): Promise<void> {
  if (!renditions.length) return;
  await tx.insert(mediaRenditions).values(renditions.map((r) => ({ key: r.key, source_key: sourceKey, kind: r.kind, content_type: r.contentType }))).onConflictDoNothing();
}

/** Forgets the files made from `sourceKey` and returns their keys, for the caller to remove once it commits. */
export async function forgetRenditions(tx: Tx, sourceKey: string): Promise<string[]> {
  const rows = await tx.delete(mediaRenditions).where(eq(mediaRenditions.source_key, sourceKey)).returning({ key: mediaRenditions.key });
  return rows.map((row) => row.key);
}

/** The keys among `keys` that are recorded renditions (kept by the sweep). */
export async function renditionKeys(tx: Db | Tx, keys: string[]): Promise<string[]> {
  if (!keys.length) return [];
  const rows = await tx.select({ key: mediaRenditions.key }).from(mediaRenditions).where(inArray(mediaRenditions.key, keys));
  return rows.map((row) => row.key);
}

/** The type of a rendition's file, or undefined when `key` is none. */
export async function renditionType(tx: Db | Tx, key: string): Promise<string | undefined> {
  const [row] = await tx.select({ type: mediaRenditions.content_type }).from(mediaRenditions).where(eq(mediaRenditions.key, key)).limit(1);
  return row?.type;
}

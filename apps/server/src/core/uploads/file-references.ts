import { AVATAR_RULES } from "@soundship/shared";
import { eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { beatSubmissions, beats, users } from "../../db/schema.ts";
import { renditionKeys, renditionType } from "./renditions.ts";

/**
 * Stored files live as long as something refers to them: a track in a pilot's library, a battle
 * submission, which keeps playing after its pilot deleted the track, or a pilot's picture. The files
 * made from an upload (preview, peaks, poster) live as long as their rows, which go when the original does.
 */
export async function referencedKeys(tx: Db | Tx, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  // One after the other: a transaction runs one statement at a time.
  const tracks = await tx.select({ key: beats.storage_key }).from(beats).where(inArray(beats.storage_key, keys));
  const submissions = await tx.select({ key: beatSubmissions.storage_key }).from(beatSubmissions).where(inArray(beatSubmissions.storage_key, keys));
  const pictures = await tx.select({ key: users.avatarKey }).from(users).where(inArray(users.avatarKey, keys));
  const renditions = await renditionKeys(tx, keys);
  return new Set([...[...tracks, ...submissions, ...pictures].map((row) => row.key).filter((key): key is string => key !== null), ...renditions]);
}

/** The proven content type of a referenced file, or undefined when nothing refers to `key` (it is not served). */
export async function referencedFileType(tx: Db | Tx, key: string): Promise<string | null | undefined> {
  const original = await originalFileType(tx, key);
  if (original !== undefined) return original;
  const [picture] = await tx.select({ key: users.avatarKey }).from(users).where(eq(users.avatarKey, key)).limit(1);
  // A picture's extension was chosen from the type its bytes proved to be (core/users/avatar.ts).
  if (picture) return Object.entries(AVATAR_RULES.types).find(([, ext]) => key.endsWith(`.${ext}`))?.[0] ?? null;
  return renditionType(tx, key);
}

/** The content type of the upload whose original is `key`, kept by a track or a submission; undefined when none keeps it. */
export async function originalFileType(tx: Db | Tx, key: string): Promise<string | null | undefined> {
  const [track] = await tx.select({ type: beats.content_type }).from(beats).where(eq(beats.storage_key, key)).limit(1);
  if (track) return track.type;
  const [submission] = await tx.select({ type: beatSubmissions.content_type }).from(beatSubmissions).where(eq(beatSubmissions.storage_key, key)).limit(1);
  return submission ? submission.type : undefined;
}

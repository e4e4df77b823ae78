import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import { mediaRenditions } from "../../db/schema.ts";
import { filePath } from "../uploads/upload-links.ts";

const HOUR_MS = 3_600_000;

/** Links to originals get their own key, derived from the auth secret, so no other signature opens one. */
function accessKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("soundship original files v1").digest();
}

function signatureOf(secret: string, key: string, expires: number): string {
  return createHmac("sha256", accessKey(secret)).update(`${key}\n${expires}`).digest("hex");
}

/**
 * Whether `key` is the original of a processed audio track, which only its owner, the host of a
 * completed battle it was entered in and the Overseer may read (DESIGN.md section 6): everyone
 * listens to its preview. While a track is processing it has no preview, and its original is what
 * judges hear, so it is served as any file.
 */
export async function originalIsGuarded(db: Db | Tx, key: string): Promise<boolean> {
  const [preview] = await db
    .select({ key: mediaRenditions.key })
    .from(mediaRenditions)
    .where(and(eq(mediaRenditions.source_key, key), eq(mediaRenditions.kind, "preview")))
    .limit(1);
  return preview !== undefined;
}

/**
 * The original's `url` with a signature that opens it, for a caller allowed to read it. Audio and
 * download links carry no Authorization header, so the link itself says who may: it is valid for
 * one to two hours and the same within an hour, so a browser's cache keeps working. Only links to
 * this server are signed: a bucket serves the rest itself (decisions/023).
 */
export function signedOriginalUrl(config: Config, url: string, key: string, now: Date): string {
  if (!url.startsWith(filePath(config, ""))) return url;
  const expires = (Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + 2 * HOUR_MS) / 1000;
  return `${url}?expires=${expires}&signature=${signatureOf(config.authSecret, key, expires)}`;
}

/**
 * A track as its owner or the Overseer reads it: an audio track's original link signed, so it still
 * opens once processing has made its preview (and while it processes, for a player already on it).
 */
export function withSignedOriginal<T extends { media_type?: unknown; file_url?: unknown }>(config: Config, track: T, now: Date): T {
  if (!(track.media_type === "beat" || track.media_type === "song") || typeof track.file_url !== "string") return track;
  return { ...track, file_url: signedOriginalUrl(config, track.file_url, storedKeyOf(track.file_url), now) };
}

/** Whether a request's `expires` and `signature` open the original under `key` now (constant-time compare). */
export function originalAccessAllowed(config: Config, key: string, query: { expires?: unknown; signature?: unknown }, now: Date): boolean {
  const expires = Number(query.expires);
  if (!Number.isSafeInteger(expires) || expires * 1000 <= now.getTime()) return false;
  const given = typeof query.signature === "string" && /^[0-9a-f]{64}$/.test(query.signature) ? Buffer.from(query.signature, "hex") : Buffer.alloc(0);
  const expected = Buffer.from(signatureOf(config.authSecret, key, expires), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The key of a file served from this server, from its URL (`…/files/{key}`). */
export function storedKeyOf(url: string): string {
  return url.split("?")[0]!.split("/").pop()!;
}

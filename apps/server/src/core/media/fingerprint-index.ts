import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { trackFingerprints } from "../../db/schema.ts";
import type { Fingerprint } from "./audio-fingerprint.ts";

/**
 * Hits at one consistent time offset that make two tracks the same recording. A 30-second
 * re-encode gives hundreds; different music of the same tempo and key a handful (decisions/023).
 */
export const MIN_MATCHES = 40;
// Rows per insert: three parameters each, well under the protocol's 65,535.
const BATCH = 5000;

/** Replaces a track's landmark hashes in the index (processing may run again after a crash). */
export async function indexFingerprint(tx: Tx, beatId: string, fingerprint: Fingerprint): Promise<void> {
  await tx.delete(trackFingerprints).where(eq(trackFingerprints.beat_id, beatId));
  for (let i = 0; i < fingerprint.hashes.length; i += BATCH) {
    const rows = fingerprint.hashes.slice(i, i + BATCH).map((hash, j) => ({ hash, beat_id: beatId, offset: fingerprint.offsets[i + j]! }));
    await tx.insert(trackFingerprints).values(rows);
  }
}

/** A track found to hold the same recording, and how many hashes agreed at one offset. */
export interface FingerprintMatch {
  beatId: string;
  matches: number;
}

/**
 * The earlier track of another pilot that best matches this one's indexed hashes: each hash is
 * looked up by the hash index, and hits are counted per track and time difference, so only a
 * recording that lines up in time counts, not the same sounds scattered about.
 */
export async function findDuplicate(tx: Tx, track: { id: string; user_email: string; created_date: Date }): Promise<FingerprintMatch | null> {
  const result = await tx.execute(sql`
    select other.beat_id, count(*)::int as matches
    from track_fingerprints mine
    join track_fingerprints other on other.hash = mine.hash and other.beat_id <> mine.beat_id
    join beats earlier on earlier.id = other.beat_id
    where mine.beat_id = ${track.id}
      and earlier.user_email <> ${track.user_email}
      and (earlier.created_date, earlier.id) < (${track.created_date.toISOString()}::timestamptz, ${track.id})
    group by other.beat_id, other."offset" - mine."offset"
    order by matches desc, other.beat_id
    limit 1`);
  const [best] = (result as unknown as { rows: { beat_id: string; matches: number }[] }).rows;
  return best && best.matches >= MIN_MATCHES ? { beatId: best.beat_id, matches: best.matches } : null;
}

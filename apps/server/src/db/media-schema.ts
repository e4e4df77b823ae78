import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { beats } from "./entity-schema.ts";
import { tz } from "./columns.ts";

/**
 * The acoustic fingerprint index (decisions/023): one row per landmark hash of a track, with the
 * time it occurs at (in the fingerprinter's frames). Matching a new track looks its hashes up by
 * the hash index and counts offset-consistent hits per track, never scanning every track.
 */
export const trackFingerprints = pgTable("track_fingerprints", {
  hash: integer().notNull(),
  beat_id: text().notNull().references(() => beats.id, { onDelete: "cascade" }),
  offset: integer().notNull(),
}, (t) => [index("track_fingerprints_hash_idx").on(t.hash), index("track_fingerprints_beat_idx").on(t.beat_id)]);

/**
 * Files the server made from an upload (its listening preview, waveform peaks, a video's poster),
 * each under a fresh key of its own, so the preview's address never reveals the original's. They
 * are served like the original while it is referenced, and go with it.
 */
export const mediaRenditions = pgTable("media_renditions", {
  key: text().primaryKey(),
  source_key: text().notNull(),
  kind: text().notNull(),
  content_type: text().notNull(),
  created_date: timestamp(tz).notNull().defaultNow(),
}, (t) => [index("media_renditions_source_idx").on(t.source_key)]);

import type { TrackStatus } from "@soundship/shared";
import { sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Tx } from "../../db/client.ts";
import { beats, mediaRenditions } from "../../db/schema.ts";
import { queryRows, renderStatement, tableRow } from "../../db/statements.ts";
import { uploadStorage } from "../uploads/storage.ts";
import { signedOriginalUrl } from "./original-access.ts";
import { publicUrlOf } from "../uploads/upload-links.ts";

/** What a listener of a submission gets: the preview and peaks, the original (on a signed link) only while there is no preview. */
export interface Listening {
  beat_url: string | null;
  preview_url: string | null;
  peaks_url: string | null;
  playback_gain_db: number | null;
  status: TrackStatus;
  duration_seconds: number | null;
}

interface SubmissionFiles {
  id: string;
  beat_id: string | null;
  beat_url: string;
  storage_key: string | null;
  duration_seconds: number | null;
}

/** What listening needs of a submission's track: its processing's results. */
export type TrackListening = Pick<typeof beats.$inferSelect, "id" | "preview_url" | "peaks_url" | "playback_gain_db" | "status" | "duration_seconds">;

const TRACKS = renderStatement(sql`select ${beats.id}, ${beats.preview_url}, ${beats.peaks_url}, ${beats.playback_gain_db}, ${beats.status}, ${beats.duration_seconds}
  from ${beats} where ${beats.id} = any(${sql.placeholder("ids")}::text[])`);
const RENDITIONS = renderStatement(sql`select * from ${mediaRenditions} where ${mediaRenditions.source_key} = any(${sql.placeholder("keys")}::text[])`);
const renditionRow = tableRow(mediaRenditions);

/**
 * How each submission is listened to, from its track's processing (read in two queries for the
 * whole list). A submission whose track was deleted keeps its file and the renditions made from it,
 * found by the file's key; its measurements went with the track.
 */
export async function submissionListening(tx: Tx, config: Config, rows: SubmissionFiles[], now: Date): Promise<Map<string, Listening>> {
  const beatIds = rows.map((row) => row.beat_id).filter((id): id is string => id !== null);
  const tracks = beatIds.length ? ((await queryRows(tx, TRACKS, { ids: beatIds })) as TrackListening[]) : [];
  return listeningWith(tx, config, rows, tracks, now);
}

/** As submissionListening, with the submissions' tracks already read (the Judge Panel reads them with its page). */
export async function listeningWith(tx: Tx, config: Config, rows: SubmissionFiles[], tracks: TrackListening[], now: Date): Promise<Map<string, Listening>> {
  const orphanKeys = rows.filter((row) => !row.beat_id && row.storage_key).map((row) => row.storage_key!);
  const renditions = orphanKeys.length ? (await queryRows(tx, RENDITIONS, { keys: orphanKeys })).map(renditionRow) : [];
  const storage = uploadStorage(config);
  // Looked up by key, so a battle of thousands of entries costs thousands of steps, not millions.
  const trackOf = new Map(tracks.map((track) => [track.id, track]));
  const renditionOf = new Map<string, (typeof renditions)[number]>();
  // The first of a kind per file wins, as a search through the list in its order would find it.
  for (const rendition of renditions) {
    const key = `${rendition.source_key} ${rendition.kind}`;
    if (!renditionOf.has(key)) renditionOf.set(key, rendition);
  }
  const urlOf = (sourceKey: string | null, kind: string) => {
    const found = renditionOf.get(`${sourceKey} ${kind}`);
    return found ? publicUrlOf(config, storage, found.key) : null;
  };
  const listening = new Map<string, Listening>();
  for (const row of rows) {
    const track = row.beat_id === null ? undefined : trackOf.get(row.beat_id);
    const preview = track ? track.preview_url : urlOf(row.storage_key, "preview");
    listening.set(row.id, {
      // Signed, so a listener already playing it keeps the stream once processing ends and the original closes.
      beat_url: preview ? null : row.storage_key ? signedOriginalUrl(config, row.beat_url, row.storage_key, now) : row.beat_url,
      preview_url: preview,
      peaks_url: track ? track.peaks_url : urlOf(row.storage_key, "peaks"),
      playback_gain_db: track?.playback_gain_db ?? null,
      status: (track?.status as TrackStatus | undefined) ?? "ready",
      duration_seconds: track?.duration_seconds ?? row.duration_seconds,
    });
  }
  return listening;
}

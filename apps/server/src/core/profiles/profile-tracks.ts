import type { ProfileTrack } from "@soundship/shared";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { beats } from "../../db/schema.ts";

/** How many tracks a profile lists, newest first. */
export const PROFILE_TRACKS_LIMIT = 50;

/**
 * A pilot's playable audio tracks: processed and, for anyone but their owner, not hidden. What
 * plays is the preview; the original only while a track from before processing has none.
 */
export async function profileTracks(tx: Tx, email: string, owner: boolean): Promise<ProfileTrack[]> {
  const rows = await tx
    .select()
    .from(beats)
    .where(
      and(
        eq(beats.user_email, email),
        eq(beats.status, "ready"),
        inArray(beats.media_type, ["beat", "song"]),
        owner ? undefined : eq(beats.hidden_from_profile, false),
      ),
    )
    .orderBy(desc(beats.created_date), desc(beats.id))
    .limit(PROFILE_TRACKS_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    genre: row.genre,
    media_type: row.media_type as ProfileTrack["media_type"],
    src: row.preview_url ?? row.file_url,
    peaks_url: row.peaks_url,
    duration_seconds: row.duration_seconds,
    created_date: row.created_date.toISOString(),
    hidden: row.hidden_from_profile,
  }));
}

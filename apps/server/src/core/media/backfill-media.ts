import { and, asc, eq, inArray, isNotNull, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { beats } from "../../db/schema.ts";
import { queueTrackProcessing } from "../uploads/queue-track-processing.ts";

/**
 * Queues processing for every track that needs it: tracks waiting in `processing` (uploaded before
 * processing existed, which the migration marked, or left by a stop mid-run), and stored audio or
 * video marked ready without its measurements (starter content, restored data). Returns how many
 * tracks wait; a track whose job is still pending is not queued twice (its key).
 */
export async function backfillMedia(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .update(beats)
      .set({ status: "processing" })
      .where(and(
        eq(beats.status, "ready"),
        isNotNull(beats.storage_key),
        or(and(inArray(beats.media_type, ["beat", "song"]), isNull(beats.peaks_url)), and(eq(beats.media_type, "video"), isNull(beats.poster_url))),
      ));
    const waiting = await tx.select({ id: beats.id }).from(beats).where(eq(beats.status, "processing")).orderBy(asc(beats.created_date), asc(beats.id));
    for (const { id } of waiting) await queueTrackProcessing(tx, id, now);
    return waiting.length;
  });
}

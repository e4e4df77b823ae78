import { MEDIA_TYPE_KIND, UPLOAD_RULES, pilotDay, type MediaType } from "@soundship/shared";
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { beats, memberships, uploads, users } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import { domainMetrics } from "../metrics/domain-metrics.ts";
import { postStardust } from "../ledger/ledger.ts";
import { recordQuestEvent } from "../quests/quest-events.ts";
import { retryOnConflict } from "../transactions/retry-transaction.ts";
import { grantXp } from "../xp/xp.ts";
import { assertSlotLeft, uploadQuota, uploadsOnDay } from "../membership/upload-quota.ts";
import { queueTrackProcessing } from "./queue-track-processing.ts";

export type BeatRow = typeof beats.$inferSelect;

/** The attempt that received the file, and how it puts the file in place once it may. */
export interface AttemptClaim {
  attempt: string;
  /** Called at most once per successful check; must be safe to call again after a retried transaction. */
  place?: () => Promise<void>;
}

/** What the server learnt from the file itself. */
export interface FileFacts {
  /** The type the bytes proved to be. */
  contentType: string;
  durationSeconds: number | null;
  fileUrl: string;
}

/**
 * Turns an arrived file into a track in the pilot's library, in one transaction: the record, the
 * slot, the upload bonus for the first uploads of the pilot's day, XP and the `upload` quest event.
 * The pilot's row is locked first, so parallel uploads queue for the slot check and the daily count
 * instead of all slipping under the limit. A second call for the same upload returns the same track.
 * Audio and video are queued for processing (measured, rendered, fingerprinted) in the same
 * transaction, so a track exists only with its job; a ship model is ready at once.
 */
export async function recordUpload(db: Db, uploadId: string, facts: FileFacts, now: Date, claim?: AttemptClaim): Promise<BeatRow> {
  return retryOnConflict(() => db.transaction(async (tx) => {
    const [upload] = await tx.select().from(uploads).where(eq(uploads.id, uploadId));
    if (!upload) throw new AppError("NOT_FOUND", "Upload not found");
    const [user] = await tx.select().from(users).where(eq(users.email, upload.user_email)).for("update");
    if (!user) throw new AppError("NOT_FOUND", "Pilot not found");
    const [current] = await tx.select().from(uploads).where(eq(uploads.id, uploadId)).for("update");
    if (current?.status === "complete") {
      if (current.beat_id) return existingBeat(tx, current.beat_id);
      throw new AppError("UPLOAD_LINK_USED", "This upload link was already used");
    }
    // An attempt that lost its lease must not place its file over the one that took the link over.
    if (claim && (current?.status !== "receiving" || current.attempt !== claim.attempt)) {
      throw new AppError("UPLOAD_LINK_USED", "This upload was taken over by a newer attempt");
    }
    assertSlotLeft(await uploadQuota(tx, user, now));
    const processed = MEDIA_TYPE_KIND[upload.media_type as MediaType] !== "model";
    // Under the upload's row lock, so no other attempt can place a file between the check and here.
    await claim?.place?.();

    const [beat] = await tx
      .insert(beats)
      .values({
        user_email: user.email,
        title: upload.title,
        description: upload.description,
        genre: upload.genre,
        media_type: upload.media_type,
        file_url: facts.fileUrl,
        file_size: upload.size,
        status: processed ? "processing" : "ready",
        pilot_name: user.name.trim() || "Anonymous Pilot",
        content_type: facts.contentType,
        duration_seconds: facts.durationSeconds,
        storage_key: upload.storage_key,
        created_by: user.email,
      })
      .returning();
    const day = pilotDay(now, user.timezone);
    await tx
      .update(uploads)
      .set({ status: "complete", attempt: null, completed_at: now, completed_day: day, beat_id: beat!.id, updated_date: now })
      .where(eq(uploads.id, uploadId));
    // SPEC.md's Membership counter, which the pilot can read; the slots themselves are decided from
    // the upload log (upload-quota.ts), which deletions and renewals cannot disturb.
    await tx
      .update(memberships)
      .set({ upload_slots_used: sql`${memberships.upload_slots_used} + 1`, updated_date: sql`now()` })
      .where(eq(memberships.user_email, user.email));
    await rewardUpload(tx, user.id, user.email, day, beat!, now);
    domainMetrics.uploaded(upload.media_type);
    if (processed) await queueTrackProcessing(tx, beat!.id, now);
    return beat!;
  }));
}

/** +10 Stardust and +10 XP for each of the first 3 uploads of the pilot's day; the quest event always. */
async function rewardUpload(tx: Tx, userId: string, email: string, day: string, beat: BeatRow, now: Date) {
  if ((await uploadsOnDay(tx, email, day)) <= UPLOAD_RULES.bonusUploadsPerDay) {
    await postStardust(tx, {
      userId,
      amount: UPLOAD_RULES.bonusStardust,
      type: "upload_bonus",
      description: `Upload bonus: ${beat.title}`,
      referenceId: beat.id,
    });
    await grantXp(tx, userId, UPLOAD_RULES.bonusXp, now, { reason: "upload_bonus", referenceId: beat.id });
  }
  await recordQuestEvent(tx, userId, "upload", now);
}

async function existingBeat(tx: Tx, id: string): Promise<BeatRow> {
  const [beat] = await tx.select().from(beats).where(eq(beats.id, id));
  if (!beat) throw new AppError("NOT_FOUND", "This upload's track was deleted");
  return beat;
}

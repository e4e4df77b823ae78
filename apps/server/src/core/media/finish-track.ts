import { LIVE_EVENT_KINDS } from "@soundship/shared";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { beatSubmissions, beats, reports, users } from "../../db/schema.ts";
import { publishBattle, publishToPilot } from "../live/publish.ts";
import { trackFlaggedNotice } from "../notifications/moderation-notices.ts";
import { notificationMailer, type NotificationMailer } from "../notifications/notification-mailer.ts";
import { notify } from "../notifications/notify.ts";
import type { AudioAnalysis } from "./analyse-audio.ts";
import { findDuplicate, indexFingerprint } from "./fingerprint-index.ts";
import type { Outcome } from "./outcome.ts";
import { playbackGainDb, tenth } from "./playback-gain.ts";
import type { MediaDeps, ProcessResult } from "./media-deps.ts";
import { recordRenditions, type Rendition, type RenditionKind } from "../uploads/renditions.ts";

/** What processing learnt about a track and made from it. */
export interface TrackFacts {
  audio?: AudioAnalysis;
  videoSeconds?: number | null;
  renditions: Rendition[];
  urls?: Partial<Record<RenditionKind, string>>;
}

type BeatRow = typeof beats.$inferSelect;

/**
 * Records a processing's outcome in one transaction, under the track's row lock: the measurements
 * and rendition URLs (or the reason it failed), the renditions, the fingerprint and a duplicate
 * found with it (`duplicate_of` and a report for the Overseer), and the live events that tell the
 * pilot and the battles it is in. Skipped when the track is gone or no longer processing.
 */
export function finishTrack({ transaction, clock, config }: MediaDeps, beat: BeatRow, outcome: Outcome<TrackFacts>): Promise<ProcessResult> {
  return transaction(async (tx) => {
    const [current] = await tx.select({ status: beats.status }).from(beats).where(eq(beats.id, beat.id)).for("update");
    if (current?.status !== "processing") return "skipped";
    const now = clock.now();
    if (!outcome.ok) {
      await tx.update(beats).set({ status: "failed", processing_error: outcome.reason, updated_date: now }).where(eq(beats.id, beat.id));
      await announce(tx, beat, "failed");
      return "failed";
    }
    const facts = outcome.value;
    if (beat.storage_key) await recordRenditions(tx, beat.storage_key, facts.renditions);
    await tx.update(beats).set({ status: "ready", processing_error: null, ...measurements(facts), updated_date: now }).where(eq(beats.id, beat.id));
    if (facts.audio) await flagDuplicate(tx, beat, facts.audio, now, notificationMailer(config));
    await announce(tx, beat, "ready");
    return "ready";
  });
}

function measurements({ audio, videoSeconds, urls }: TrackFacts): Partial<BeatRow> {
  if (!audio) return videoSeconds === undefined ? {} : { duration_seconds: videoSeconds, poster_url: urls?.poster ?? null };
  const truePeak = tenth(audio.truePeakDbtp);
  const loudness = tenth(audio.loudnessLufs);
  return {
    duration_seconds: audio.durationSeconds,
    sample_rate: audio.sampleRate,
    channels: audio.channels,
    loudness_lufs: loudness,
    loudness_range_lu: tenth(audio.loudnessRangeLu),
    true_peak_dbtp: truePeak,
    playback_gain_db: playbackGainDb(loudness, truePeak),
    peaks_url: urls?.peaks ?? null,
    preview_url: urls?.preview ?? null,
  };
}

/** Indexes the fingerprint and, when another pilot's earlier track holds the same recording, links it and reports it. */
async function flagDuplicate(tx: Tx, beat: BeatRow, audio: AudioAnalysis, now: Date, mailer: NotificationMailer): Promise<void> {
  await indexFingerprint(tx, beat.id, audio.fingerprint);
  const match = await findDuplicate(tx, beat);
  if (!match) {
    await tx.update(beats).set({ duplicate_of: null }).where(eq(beats.id, beat.id));
    return;
  }
  await tx.update(beats).set({ duplicate_of: match.beatId }).where(eq(beats.id, beat.id));
  const [earlier] = await tx.select({ title: beats.title }).from(beats).where(eq(beats.id, match.beatId));
  // Filed by the server (no reporter); it blocks nothing, the Overseer decides (DESIGN.md section 6).
  const [open] = await tx.select({ id: reports.id }).from(reports).where(and(eq(reports.target_type, "track"), eq(reports.target_id, beat.id), eq(reports.reason, "duplicate_audio"), eq(reports.status, "open")));
  if (open) return;
  await notify(tx, [trackFlaggedNotice(beat.user_email, beat)], now, mailer);
  await tx.insert(reports).values({
    reporter_id: null,
    target_type: "track",
    target_id: beat.id,
    related_id: match.beatId,
    target_label: beat.title,
    reason: "duplicate_audio",
    details: `Its audio matches "${earlier?.title ?? "an earlier track"}" (${match.beatId}), uploaded earlier by another pilot: ${match.matches} fingerprint hashes line up.`,
  });
}

/** Tells the track's pilot, and every battle it was entered in, that its processing ended. */
async function announce(tx: Tx, beat: BeatRow, status: "ready" | "failed"): Promise<void> {
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, beat.user_email));
  if (owner) await publishToPilot(tx, owner.id, LIVE_EVENT_KINDS.trackProcessed, { beat_id: beat.id, status });
  const entries = await tx.select({ battle_id: beatSubmissions.battle_id }).from(beatSubmissions).where(eq(beatSubmissions.beat_id, beat.id));
  for (const entry of entries) await publishBattle(tx, entry.battle_id, LIVE_EVENT_KINDS.trackProcessed, { beat_id: beat.id, status });
}

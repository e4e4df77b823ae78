import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BATTLE_MESSAGES, type WaveformPeaks } from "@soundship/shared";
import { LIVE_EVENT_KINDS } from "@soundship/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_QUEUE } from "../../src/core/jobs/define-job.ts";
import { backfillMedia } from "../../src/core/media/backfill-media.ts";
import { processTrackJob } from "../../src/core/media/process-track.job.ts";
import { queueTrackProcessing } from "../../src/core/uploads/queue-track-processing.ts";
import { storeFile, uploadStorage } from "../../src/core/uploads/storage.ts";
import { beats, jobs } from "../../src/db/schema.ts";
import { openStream, type OpenStream } from "../live/live-client.ts";
import { battleKit } from "../helpers/battles.ts";
import { manualClock } from "../helpers/economy.ts";
import { decodedSamples, ffmpeg, ffmpegLoudness, renderAudio } from "../helpers/media-files.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";
import { tempDataDir, uploads } from "../helpers/uploads.ts";

// Real files, made by FFmpeg in the test, uploaded and processed for real on local disk.
const clock = manualClock("2026-11-20T12:00:00Z");
const files = mkdtempSync(path.join(tmpdir(), "soundship-media-files-"));
const dataDir = tempDataDir();
let server: TestServer;
let send: ReturnType<typeof uploads>;
let admin: TestPilot;

const SINE = { frequency: 997, amplitude: 0.25 };
let sineWav: string;

beforeAll(async () => {
  server = await startServer({ dataDir }, { clock });
  send = uploads(server);
  admin = await server.admin();
  // 20 s of CD-quality stereo: the preview must be under a fifth of it. (Processing goes with the
  // length, most of it encoding the preview: a minute cost this file 10 s over its three uploads.)
  sineWav = renderAudio(files, "sine.wav", { sine: SINE }, 20);
});
const streams: OpenStream[] = [];
afterAll(async () => {
  for (const stream of streams) stream.close();
  await server?.close();
  rmSync(files, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

/** Uploads a file and waits until its processing is over; answers the track as its pilot reads it. */
async function uploadAndProcess(pilot: TestPilot, file: string, contentType = "audio/wav") {
  const reply = await send.upload(pilot, readFileSync(file), { filename: path.basename(file), contentType, title: path.basename(file) });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(reply.body.beat.status).toBe("processing");
  await server.jobs.drain();
  const track = await server.api(`/entities/Beat/${reply.body.beat.id}`, { token: pilot.token });
  expect(track.status).toBe(200);
  return track.body;
}
const fetchFile = (url: string, headers: Record<string, string> = {}) => fetch(new URL(url, server.url), { headers });
/** Answers a file's status and drops its body: an unread body holds its connection open and the server could not close. */
async function statusOf(url: string, headers: Record<string, string> = {}) {
  const reply = await fetchFile(url, headers);
  await reply.body?.cancel();
  return reply.status;
}

describe("processing an uploaded audio track", () => {
  let track: any;
  beforeAll(async () => {
    track = await uploadAndProcess(await server.pilot(), sineWav);
  });

  it("measures loudness as FFmpeg does, and sets the gain to -14 LUFS within the true-peak ceiling", async () => {
    const reference = ffmpegLoudness(sineWav);
    expect(track).toMatchObject({ status: "ready", processing_error: null, sample_rate: 44_100, channels: 2 });
    expect(track.duration_seconds).toBeCloseTo(20, 2);
    expect(Math.abs(track.loudness_lufs - reference.integrated)).toBeLessThanOrEqual(0.3);
    expect(Math.abs(track.true_peak_dbtp - reference.truePeak)).toBeLessThanOrEqual(0.3);
    expect(Math.abs(track.loudness_range_lu - reference.range)).toBeLessThanOrEqual(0.3);
    // A sine at a quarter of full scale is about -15 LUFS with a -12 dBTP peak: +1 dB reaches -14.
    const wanted = Math.min(-14 - track.loudness_lufs, -1 - track.true_peak_dbtp);
    expect(track.playback_gain_db).toBeLessThanOrEqual(wanted + 1e-9);
    expect(track.playback_gain_db).toBeGreaterThan(wanted - 0.11);
    expect(track.true_peak_dbtp + track.playback_gain_db).toBeLessThanOrEqual(-1 + 1e-9);
  });

  it("makes waveform peaks whose length and extremes match the samples", async () => {
    const reply = await fetchFile(track.peaks_url);
    expect(reply.status).toBe(200);
    const peaks = (await reply.json()) as WaveformPeaks;
    expect(peaks).toMatchObject({ version: 2, channels: 1, sample_rate: 22_050, bits: 16 });
    expect(peaks.length).toBeGreaterThanOrEqual(1000);
    expect(peaks.length).toBeLessThanOrEqual(2000);
    expect(peaks.data).toHaveLength(peaks.length * 2);
    const samples = decodedSamples(sineWav);
    expect(peaks.length * peaks.samples_per_pixel).toBeGreaterThanOrEqual(samples.length);
    expect((peaks.length - 1) * peaks.samples_per_pixel).toBeLessThan(samples.length);
    const highest = samples.reduce((a, b) => Math.max(a, b), -32768);
    const lowest = samples.reduce((a, b) => Math.min(a, b), 32767);
    expect(Math.max(...peaks.data)).toBeCloseTo(highest, -1);
    expect(Math.min(...peaks.data)).toBeCloseTo(lowest, -1);
  });

  it("streams a preview under a fifth of the WAV, with ranges, and keeps the original", async () => {
    const whole = await fetchFile(track.preview_url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("audio/mp4");
    const preview = Buffer.from(await whole.arrayBuffer());
    expect(preview.length).toBeLessThan(track.file_size / 5);
    expect(preview.toString("latin1", 4, 8)).toBe("ftyp");
    const part = await fetchFile(track.preview_url, { range: "bytes=0-99" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-99/${preview.length}`);
    // Its own key: the preview's address does not give the original's away.
    expect(track.preview_url).not.toContain(track.storage_key.split(".")[0]);
    expect(await statusOf(track.file_url, { range: "bytes=0-3" })).toBe(206);
  });
});

describe("fingerprints", () => {
  let original: { id: string };
  beforeAll(async () => {
    renderAudio(files, "tune-a.wav", { tune: "a" }, 20, { rate: 22_050, channels: 1 });
    original = await uploadAndProcess(await server.pilot("First Pilot"), path.join(files, "tune-a.wav"));
  });

  it("match a re-encode as MP3 and file a report for the Overseer, blocking nothing", async () => {
    const mp3 = path.join(files, "tune-a.mp3");
    ffmpeg(["-i", path.join(files, "tune-a.wav"), "-c:a", "libmp3lame", "-b:a", "128k", "-y", mp3]);
    const copier = await server.pilot("Copy Pilot");
    const copy = await uploadAndProcess(copier, mp3, "audio/mpeg");
    expect(copy).toMatchObject({ status: "ready", duplicate_of: original.id });
    const queue = await server.api("/functions/overseerReports", { method: "POST", token: admin.token, body: { status: "open" } });
    expect(queue.status).toBe(200);
    expect(queue.body.reports).toContainEqual(expect.objectContaining({
      target_type: "track", target_id: copy.id, related_id: original.id, reason: "duplicate_audio", reporter_email: "Soundship", reported_email: copier.email,
    }));
    // Its pilot is told, once, without a word about the other pilot.
    const inbox = await server.api(`/entities/Notification?q=${encodeURIComponent(JSON.stringify({ type: "track_flagged" }))}`, { token: copier.token });
    expect(inbox.body).toEqual([expect.objectContaining({ reference_id: copy.id, link: "/TransmissionBay", title: `"${copy.title}" was flagged as a duplicate` })]);
    expect(JSON.stringify(inbox.body)).not.toContain("First Pilot");
  });

  it("match the same audio 3 dB louder", async () => {
    const louder = renderAudio(files, "tune-a-louder.wav", { tune: "a" }, 20, { rate: 22_050, channels: 1, filter: "volume=3dB" });
    expect((await uploadAndProcess(await server.pilot(), louder)).duplicate_of).toBe(original.id);
  });

  it("do not match different music of the same tempo, nor the pilot's own earlier track", async () => {
    const other = renderAudio(files, "tune-b.wav", { tune: "b" }, 20, { rate: 22_050, channels: 1 });
    expect((await uploadAndProcess(await server.pilot(), other)).duplicate_of).toBeNull();
  });
});

describe("files that cannot be decoded", () => {
  let pilot: TestPilot;
  let truncated: { id: string; status: string; processing_error: string; file_url: string };
  beforeAll(async () => {
    pilot = await server.pilot("Broken Files");
    const cut = path.join(files, "cut.wav");
    const whole = readFileSync(sineWav);
    await import("node:fs/promises").then(({ writeFile }) => writeFile(cut, whole.subarray(0, Math.floor(whole.length * 0.4))));
    truncated = await uploadAndProcess(pilot, cut);
  });

  it("end failed with a sentence and keep their file and record", async () => {
    expect(truncated.status).toBe("failed");
    expect(truncated.processing_error).toMatch(/^The file ends early: it holds 8\.0 s of the 20\.0 s its header announces/);
    expect(await statusOf(truncated.file_url, { range: "bytes=0-3" })).toBe(206);

    const noise = path.join(files, "noise.wav");
    const bytes = Buffer.concat([Buffer.from("RIFF\0\0\0\0WAVE", "latin1"), Buffer.from(Array.from({ length: 64_000 }, (_, i) => (i * 7919 + 13) % 251))]);
    await import("node:fs/promises").then(({ writeFile }) => writeFile(noise, bytes));
    const garbage = await uploadAndProcess(pilot, noise);
    expect(garbage).toMatchObject({ status: "failed", duration_seconds: null, preview_url: null, peaks_url: null });
    expect(garbage.processing_error).toMatch(/^The file is damaged or is not audio in a format we can read\./);
  });

  it("cannot enter a battle, while a track still processing can; a failed one can be deleted", async () => {
    const kit = battleKit(server, clock);
    const host = await kit.pilotOf("commander");
    const battle = await kit.scheduled(host);
    clock.set(battle.when.active);
    await kit.member(pilot, "cadet");
    const refused = await kit.enter(pilot, battle.id, truncated.id);
    expect(refused.status).toBe(422);
    expect(refused.body, JSON.stringify(refused.body)).toMatchObject({ ok: false, message: BATTLE_MESSAGES.trackFailed });
    const other = await kit.pilotOf("cadet");
    const waiting = await kit.track(other, { status: "processing" });
    expect((await kit.enter(other, battle.id, waiting.id)).status).toBe(200);
    const deleted = await server.api("/functions/deleteTransmission", { method: "POST", token: pilot.token, body: { id: truncated.id } });
    expect(deleted.status).toBe(200);

    // Judges get the preview, peaks, duration and gain; the original only while there is no preview.
    const entrant = await kit.pilotOf("cadet");
    const ready = await uploadAndProcess(entrant, renderAudio(files, "short.wav", { sine: SINE }, 5, { rate: 22_050, channels: 1 }));
    expect((await kit.enter(entrant, battle.id, ready.id)).status).toBe(200);
    clock.set(battle.when.voting);
    const judge = await server.pilot("Judge");
    const panel = await kit.invoke(judge, "judgeSubmissions", { battle_id: battle.id });
    expect(panel.status).toBe(200);
    const listened = panel.body.submissions.find((entry: { title: string }) => entry.title === ready.title);
    expect(listened).toMatchObject({
      status: "ready", beat_url: null, preview_url: ready.preview_url, peaks_url: ready.peaks_url, playback_gain_db: ready.playback_gain_db,
    });
    expect(listened.duration_seconds).toBeCloseTo(5, 2);
    const pending = panel.body.submissions.find((entry: { title: string }) => entry.title === waiting.title);
    expect(pending).toMatchObject({ status: "processing", beat_url: waiting.file_url, preview_url: null, peaks_url: null });
  });
});

describe("the original of a processed track", () => {
  const plain = (url: string) => url.split("?")[0]!;

  it("opens only on the signed link its owner and the Overseer read; the stored link and a forged or stale one answer 404; the preview stays open", async () => {
    const pilot = await server.pilot();
    const track = await uploadAndProcess(pilot, renderAudio(files, "guarded.wav", { sine: SINE }, 3, { rate: 22_050, channels: 1 }));
    expect(track.file_url).toMatch(/\?expires=\d+&signature=[0-9a-f]{64}$/);
    expect(await statusOf(track.file_url, { range: "bytes=0-3" })).toBe(206);
    expect(await statusOf(track.preview_url)).toBe(200);
    expect(await statusOf(track.peaks_url)).toBe(200);
    expect(await statusOf(plain(track.file_url))).toBe(404);
    expect(await statusOf(track.file_url.replace(/signature=[0-9a-f]+/, `signature=${"0".repeat(64)}`))).toBe(404);
    const other = (await server.api(`/entities/Beat/${track.id}`, { token: admin.token })).body;
    expect(await statusOf(other.file_url)).toBe(200);
    expect((await server.api(`/entities/Beat/${track.id}`, { token: (await server.pilot()).token })).status).toBe(404);

    const before = clock.now().toISOString();
    clock.set(new Date(clock.now().getTime() + 3 * 3_600_000).toISOString());
    expect(await statusOf(track.file_url)).toBe(404);
    clock.set(before);
  });

  it("is on a signed link in the upload's own reply too, which still opens once the preview is made", async () => {
    const pilot = await server.pilot();
    const bytes = readFileSync(renderAudio(files, "replied.wav", { sine: SINE }, 3, { rate: 22_050, channels: 1 }));
    const reply = await send.upload(pilot, bytes, { filename: "replied.wav", contentType: "audio/wav", title: "Replied" });
    expect(reply.status).toBe(200);
    expect(reply.body.beat.file_url).toMatch(/\?expires=\d+&signature=[0-9a-f]{64}$/);
    await server.jobs.drain();
    expect(await statusOf(reply.body.beat.file_url, { range: "bytes=0-3" })).toBe(206);
    expect(await statusOf(plain(reply.body.beat.file_url))).toBe(404);
  });

  it("opens for the host of the battle it was entered in once the battle is over, and for its own pilot, but for no judge", async () => {
    const kit = battleKit(server, clock);
    const host = await kit.pilotOf("commander");
    const battle = await kit.scheduled(host);
    clock.set(battle.when.active);
    const entrant = await kit.pilotOf("cadet");
    const track = await uploadAndProcess(entrant, renderAudio(files, "entered.wav", { sine: SINE }, 3, { rate: 22_050, channels: 1 }));
    expect((await kit.enter(entrant, battle.id, track.id)).status).toBe(200);
    clock.set(battle.when.completed);
    const linkFor = async (viewer: TestPilot) => {
      const details = await kit.details(viewer, battle.id);
      expect(details.status).toBe(200);
      return details.body.results.ranking[0].beat_url as string;
    };
    expect(await statusOf(await linkFor(host))).toBe(200);
    expect(await statusOf(await linkFor(admin))).toBe(200);
    expect(await statusOf(await linkFor(entrant))).toBe(200);
    expect(await statusOf(await linkFor(await server.pilot("Judge")))).toBe(404);
    // The submission's stored link, which every pilot may read, does not open it either.
    const [submission] = (await server.api(`/entities/BeatSubmission?q=${encodeURIComponent(JSON.stringify({ battle_id: battle.id }))}`, { token: entrant.token })).body;
    expect(await statusOf(submission.beat_url)).toBe(404);
  });
});

describe("the backfill", () => {
  it("processes tracks stored before processing existed", async () => {
    const pilot = await server.pilot();
    const key = `${crypto.randomUUID()}.wav`;
    const bytes = readFileSync(renderAudio(files, "old.wav", { sine: SINE }, 3, { rate: 22_050, channels: 1 }));
    await storeFile(uploadStorage(server.app.services.config), key, bytes, "audio/wav");
    const [old] = await server.database.db
      .insert(beats)
      .values({ user_email: pilot.email, title: "Old Track", file_url: `/api/apps/soundship/files/${key}`, storage_key: key, content_type: "audio/wav", file_size: bytes.length, pilot_name: "Old Pilot" })
      .returning();
    expect(old!.status).toBe("ready");
    expect(await backfillMedia(server.app.services.db, server.app.services.clock.now())).toBeGreaterThanOrEqual(1);
    await server.jobs.drain();
    const track = (await server.api(`/entities/Beat/${old!.id}`, { token: pilot.token })).body;
    expect(track).toMatchObject({ status: "ready", sample_rate: 22_050, channels: 1 });
    expect(track.duration_seconds).toBeCloseTo(3, 2);
    expect(track.peaks_url).toBeTruthy();
    expect(await backfillMedia(server.app.services.db, server.app.services.clock.now())).toBe(0);
  });
});

describe("the processing queue", () => {
  /** The pilot's live stream, open and past its `ready`. */
  async function liveStream(pilot: TestPilot) {
    const ticket = (await server.api("/live/ticket", { method: "POST", token: pilot.token })).body.ticket as string;
    const stream = await openStream(`${server.url}/api/apps/soundship/live?ticket=${encodeURIComponent(ticket)}`);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.next((event) => event.event === "ready");
    return stream;
  }
  const jobsOf = (beatId: string) => server.database.db.select().from(jobs).where(and(eq(jobs.name, processTrackJob.name), eq(jobs.key, beatId)));

  it("tells the owner's open stream when the track is processed, and no other pilot's", async () => {
    const [owner, other] = [await server.pilot(), await server.pilot()];
    const [mine, theirs] = [await liveStream(owner), await liveStream(other)];
    const track = await uploadAndProcess(owner, sineWav);
    const processed = await mine.next((event) => event.event === LIVE_EVENT_KINDS.trackProcessed);
    expect(processed.data).toEqual({ beat_id: track.id, status: "ready" });
    // Events reach the streams in commit order: one for the other pilot would be there by now.
    expect(theirs.events.filter((event) => event.event === LIVE_EVENT_KINDS.trackProcessed)).toEqual([]);
  });

  it("queues one job per track on the media queue with the upload, and runs it once; a second run changes nothing", async () => {
    const pilot = await server.pilot();
    const reply = await send.upload(pilot, readFileSync(sineWav), { filename: "queued.wav", title: "Queued" });
    const beatId = reply.body.beat.id as string;
    expect(await jobsOf(beatId)).toMatchObject([{ queue: MEDIA_QUEUE, status: "queued", payload: { beat_id: beatId } }]);
    // Queued again while pending (a backfill on another instance): still the one job.
    await backfillMedia(server.app.services.db, clock.now());
    expect(await jobsOf(beatId)).toHaveLength(1);
    await server.jobs.drain();
    expect(await jobsOf(beatId)).toMatchObject([{ status: "completed", attempts: 1 }]);
    const first = (await server.api(`/entities/Beat/${beatId}`, { token: pilot.token })).body;
    expect(first.status).toBe("ready");

    // Run again (a crash between its work and its completion would do this): the track is left as it was.
    await server.database.db.transaction((tx) => queueTrackProcessing(tx, beatId, clock.now()));
    await server.jobs.drain();
    expect((await jobsOf(beatId)).map((job) => job.status)).toEqual(["completed", "completed"]);
    expect((await server.api(`/entities/Beat/${beatId}`, { token: pilot.token })).body).toEqual(first);
  });
});

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { WaveformPeaks } from "@soundship/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../src/config.ts";
import { makeOriginalsPrivate } from "../../src/core/uploads/private-originals.ts";
import { uploadStorage } from "../../src/core/uploads/storage.ts";
import { beats } from "../../src/db/schema.ts";
import { renderAudio, wav } from "../helpers/media-files.ts";
import { startS3 } from "../helpers/s3-server.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";

// S3 mode for real: the presigned PUT lands in a local S3-compatible server, and processing reads
// the object back from the bucket and stores its renditions there. An audio original lies under a
// prefix the bucket does not publish, and is read through the server, which checks who asks and
// redirects to a presigned GET.
let s3: Awaited<ReturnType<typeof startS3>>;
let server: TestServer;
const files = mkdtempSync(path.join(tmpdir(), "soundship-media-s3-"));

beforeAll(async () => {
  s3 = await startS3();
  server = await startServer({ uploads: { ...testConfig().uploads, s3: s3.config } });
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
  rmSync(files, { recursive: true, force: true });
});

describe("processing with S3 storage", () => {
  it("measures an MP3 read back from the bucket and stores its preview and peaks there", async () => {
    const mp3 = renderAudio(files, "tune.mp3", { tune: "a" }, 8, { codec: ["-c:a", "libmp3lame", "-b:a", "128k"] });
    const body = readFileSync(mp3);
    const pilot = await server.pilot();
    const link = await server.api("/functions/createUploadUrl", {
      method: "POST", token: pilot.token, body: { filename: "tune.mp3", contentType: "audio/mpeg", size: body.length, title: "Bucket Tune" },
    });
    expect(link.status).toBe(200);
    expect((await fetch(link.body.uploadUrl, { method: "PUT", headers: { "content-type": "audio/mpeg" }, body })).status).toBe(200);
    const done = await server.api(`/uploads/${link.body.uploadId}/complete`, { method: "POST", token: pilot.token });
    expect(done.status).toBe(200);
    expect(done.body.beat.status).toBe("processing");
    await server.jobs.drain();

    const track = (await server.api(`/entities/Beat/${done.body.beat.id}`, { token: pilot.token })).body;
    expect(track).toMatchObject({ status: "ready", processing_error: null, sample_rate: 44_100, channels: 2 });
    // MP3 pads a few milliseconds at each end.
    expect(Math.abs(track.duration_seconds - 8)).toBeLessThan(0.1);
    expect(track.loudness_lufs).toBeLessThan(-5);
    expect(track.preview_url.startsWith(`${s3.config.publicBase}/`)).toBe(true);
    expect(track.peaks_url.startsWith(`${s3.config.publicBase}/`)).toBe(true);
    const part = await fetch(track.preview_url, { headers: { range: "bytes=0-99" } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).toString("latin1", 4, 8)).toBe("ftyp");
    const peaks = (await (await fetch(track.peaks_url)).json()) as WaveformPeaks;
    expect(peaks).toMatchObject({ version: 2, bits: 16 });
    expect(peaks.length).toBeGreaterThan(100);
  });
});

const keyOf = (url: string) => url.split("?")[0]!.split("/").pop()!;
const bucket = () => {
  const storage = uploadStorage(server.app.services.config);
  if (storage.kind !== "s3") throw new Error("expected S3 storage");
  return storage.s3;
};

async function upload(pilot: TestPilot, body: Buffer) {
  const link = await server.api("/functions/createUploadUrl", {
    method: "POST", token: pilot.token, body: { filename: "beat.wav", contentType: "audio/wav", size: body.length, title: "Private Beat" },
  });
  expect(link.status).toBe(200);
  expect((await fetch(link.body.uploadUrl, { method: "PUT", headers: { "content-type": "audio/wav" }, body })).status).toBe(200);
  const done = await server.api(`/uploads/${link.body.uploadId}/complete`, { method: "POST", token: pilot.token });
  expect(done.status).toBe(200);
  return { publicUrl: link.body.publicUrl as string, beat: done.body.beat };
}

/** Asks the server for a file, not following its redirect. */
const ask = (url: string) => fetch(`${server.url}${url}`, { redirect: "manual" });

async function bytesVia(url: string, range?: string) {
  const answer = await ask(url);
  expect(answer.status).toBe(302);
  const location = answer.headers.get("location")!;
  const served = await fetch(location, { headers: range ? { range } : {} });
  return { location, status: served.status, body: Buffer.from(await served.arrayBuffer()) };
}

describe("audio originals in a bucket", () => {
  it("lie where the bucket publishes nothing, and open only for the owner and the Overseer once processed", async () => {
    const owner = await server.pilot();
    const rival = await server.pilot();
    const overseer = await server.admin();
    const body = wav(2);
    const { publicUrl, beat } = await upload(owner, body);
    const key = keyOf(beat.file_url);
    const stored = `/api/apps/soundship/files/${key}`;
    expect(publicUrl).toBe(stored);
    // The owner is handed a signed link already, so a player on it keeps going once processing ends.
    expect(beat.file_url.startsWith(`${stored}?expires=`)).toBe(true);
    expect((await fetch(bucket().publicUrl(key))).status).toBe(404);

    // While it processes its original is what judges hear: the server hands anyone a presigned link.
    const early = await bytesVia(stored, "bytes=100-199");
    expect(early.location.startsWith(`${s3.config.publicBase}/originals/${key}?`)).toBe(true);
    expect(early.location).toContain("X-Amz-Signature=");
    expect(early.status).toBe(206);
    expect(early.body).toEqual(body.subarray(100, 200));

    await server.jobs.drain();
    const read = await server.api(`/entities/Beat/${beat.id}`, { token: owner.token });
    expect(read.body.status).toBe("ready");
    // Processed: the stored link opens for nobody; the owner and the Overseer read a signed one.
    expect((await ask(stored)).status).toBe(404);
    expect((await server.api(`/entities/Beat/${beat.id}`, { token: rival.token })).status).toBe(404);
    for (const reader of [owner, overseer]) {
      const signed = (await server.api(`/entities/Beat/${beat.id}`, { token: reader.token })).body.file_url as string;
      expect(signed).toMatch(new RegExp(`^/api/apps/soundship/files/${key}\\?expires=\\d+&signature=[0-9a-f]{64}$`));
      const whole = await bytesVia(signed);
      expect(whole.status).toBe(200);
      expect(whole.body).toEqual(body);
    }
    expect((await ask(`${stored}?expires=9999999999&signature=${"0".repeat(64)}`)).status).toBe(404);

    const deleted = await server.api("/functions/deleteTransmission", { method: "POST", token: owner.token, body: { id: beat.id } });
    expect(deleted.body).toEqual({ ok: true, deleted: beat.id });
    expect((await fetch(early.location)).status).toBe(404);
  });

  it("moves originals stored before they were private, once, and keeps them playable", async () => {
    const owner = await server.pilot();
    const body = wav(1);
    const key = `${crypto.randomUUID()}.wav`;
    await bucket().put(key, body, "audio/wav");
    const [old] = await server.database.db
      .insert(beats)
      .values({ user_email: owner.email, title: "Old Public Beat", file_url: bucket().publicUrl(key), storage_key: key, content_type: "audio/wav", file_size: body.length, pilot_name: "Old" })
      .returning();

    expect(await makeOriginalsPrivate(server.database.db, server.app.services.config)).toBe(1);
    const [moved] = await server.database.db.select().from(beats).where(eq(beats.id, old!.id));
    expect(moved!.file_url).toBe(`/api/apps/soundship/files/${key}`);
    expect((await fetch(bucket().publicUrl(key))).status).toBe(404);
    const served = await bytesVia(moved!.file_url!);
    expect(served.location.startsWith(`${s3.config.publicBase}/originals/${key}?`)).toBe(true);
    expect(served.body).toEqual(body);
    expect(await makeOriginalsPrivate(server.database.db, server.app.services.config)).toBe(0);
  });
});

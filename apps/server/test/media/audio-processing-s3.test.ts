import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { WaveformPeaks } from "@soundship/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../src/config.ts";
import { renderAudio } from "../helpers/media-files.ts";
import { startS3 } from "../helpers/s3-server.ts";
import { startServer, type TestServer } from "../helpers/server.ts";

// S3 mode for real: the presigned PUT lands in a local S3-compatible server, and processing reads
// the object back from the bucket and stores its renditions there.
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

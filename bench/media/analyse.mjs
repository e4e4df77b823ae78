// Runs the server's audio analysis (one FFmpeg pass: loudness, preview, peaks, fingerprint) on one
// file, in its own process so bench/media.mjs can sample its memory; prints one JSON line.
// Run with `node --import tsx`, which loads the server's TypeScript.
import { stat } from "node:fs/promises";
import { Buffer } from "node:buffer";
import { performance } from "node:perf_hooks";
import { analyseAudio } from "../../apps/server/src/core/media/analyse-audio.ts";
import { ffmpegBinary } from "../../apps/server/src/core/media/ffmpeg.ts";

const [input, preview] = process.argv.slice(2);
const started = performance.now();
const outcome = await analyseAudio(ffmpegBinary({ ffmpegPath: process.env.FFMPEG_PATH }), input, preview, 30 * 60_000);
const ms = performance.now() - started;
if (!outcome.ok) throw new Error(outcome.reason);
const { peaks, fingerprint, durationSeconds, loudnessLufs } = outcome.value;
console.log(JSON.stringify({
  ms, durationSeconds, loudnessLufs, previewBytes: (await stat(preview)).size,
  peaksBytes: Buffer.byteLength(JSON.stringify(peaks)), hashes: fingerprint.hashes.length,
}));

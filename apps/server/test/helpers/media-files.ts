/**
 * Small, real media files made in memory, for the API and browser tests of uploads: the server
 * checks the bytes of what arrives, so a test file must be what it claims to be.
 */
import { execFileSync, spawnSync } from "node:child_process";
import path from "node:path";
import { ffmpegBinary } from "../../src/core/media/ffmpeg.ts";
import { encodeWav } from "../../src/core/seed/wav.ts";

/** A real WAV file: 16-bit mono PCM (a quiet sine), `seconds` long. */
export function wav(seconds = 0.5, rate = 8000): Buffer {
  const samples = Int16Array.from({ length: Math.round(seconds * rate) }, (_, i) => Math.round(Math.sin((i / rate) * 2 * Math.PI * 440) * 8000));
  return encodeWav(samples, rate);
}

/** The start of an MP4 (an ftyp box) and an mdat box of zeros: enough for a type check. */
export function mp4(bytes = 8192): Buffer {
  const file = Buffer.alloc(bytes);
  file.writeUInt32BE(24, 0);
  file.write("ftypisom", 4);
  file.writeUInt32BE(0x200, 12);
  file.write("isomiso2", 16);
  file.writeUInt32BE(bytes - 24, 24);
  file.write("mdat", 28);
  return file;
}

/** The smallest real ship: one triangle in a binary glTF (JSON chunk + BIN chunk). */
export function glb(): Buffer {
  const bin = Buffer.alloc(36);
  [0, 0, 0, 1, 0, 0, 0, 1, 0].forEach((value, i) => bin.writeFloatLE(value, i * 4));
  const gltf = {
    asset: { version: "2.0" }, scene: 0, scenes: [{ nodes: [0] }], nodes: [{ mesh: 0 }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0 } }] }],
    accessors: [{ bufferView: 0, componentType: 5126, count: 3, type: "VEC3", min: [0, 0, 0], max: [1, 1, 0] }],
    bufferViews: [{ buffer: 0, byteLength: 36 }], buffers: [{ byteLength: 36 }],
  };
  const json = Buffer.from(JSON.stringify(gltf).padEnd(Math.ceil(JSON.stringify(gltf).length / 4) * 4, " "));
  const file = Buffer.alloc(28 + json.length + bin.length);
  file.write("glTF", 0);
  file.writeUInt32LE(2, 4);
  file.writeUInt32LE(file.length, 8);
  file.writeUInt32LE(json.length, 12);
  file.write("JSON", 16);
  json.copy(file, 20);
  file.writeUInt32LE(bin.length, 20 + json.length);
  file.write("BIN\0", 24 + json.length);
  bin.copy(file, 28 + json.length);
  return file;
}

/** FFmpeg, as the server finds it: real files for the processing tests are made by FFmpeg itself. */
export function ffmpeg(args: string[]): Buffer {
  return execFileSync(ffmpegBinary({}), ["-hide_banner", "-nostdin", "-v", "error", ...args], { maxBuffer: 256 * 1024 * 1024 });
}

/**
 * Tunes for the fingerprint tests: three voices stepping through notes at different rates. `b` has
 * the same tempo and texture as `a` but other notes, like two beats of one genre.
 */
export const TUNES = {
  a: "0.25*sin(2*PI*t*(220+110*mod(floor(t*4)\\,6)))+0.15*sin(2*PI*t*(660+90*mod(floor(t*3)\\,5)))+0.1*sin(2*PI*t*(1500+300*mod(floor(t*2)\\,3)))",
  b: "0.25*sin(2*PI*t*(247+123*mod(floor(t*4)\\,5)))+0.15*sin(2*PI*t*(587+83*mod(floor(t*3)\\,7)))+0.1*sin(2*PI*t*(1320+280*mod(floor(t*2)\\,4)))",
} as const;

/** Renders an `aevalsrc` expression (or a sine with `sine`) to a file in `dir`; FFmpeg picks the format by the extension. */
export function renderAudio(dir: string, name: string, source: { tune?: keyof typeof TUNES; sine?: { frequency: number; amplitude: number } }, seconds: number, options: { rate?: number; channels?: number; filter?: string; codec?: string[] } = {}): string {
  const rate = options.rate ?? 44_100;
  const expr = source.tune ? TUNES[source.tune] : `${source.sine!.amplitude}*sin(2*PI*${source.sine!.frequency}*t)`;
  const file = path.join(dir, name);
  ffmpeg([
    "-f", "lavfi", "-i", `aevalsrc=exprs='${expr}':s=${rate}:d=${seconds}`,
    "-ac", String(options.channels ?? 2), ...(options.filter ? ["-af", options.filter] : []), ...(options.codec ?? []), "-y", file,
  ]);
  return file;
}

/** FFmpeg's own EBU R128 measurement of a file, read from its summary. */
export function ffmpegLoudness(file: string): { integrated: number; range: number; truePeak: number } {
  const result = spawnSync(ffmpegBinary({}), ["-hide_banner", "-nostdin", "-i", file, "-af", "ebur128=peak=true", "-f", "null", "-"], { encoding: "utf8" });
  const summary = result.stderr.slice(result.stderr.lastIndexOf("Summary:"));
  const value = (pattern: RegExp) => Number(pattern.exec(summary)![1]);
  return { integrated: value(/I:\s+(-?[\d.]+) LUFS/), range: value(/LRA:\s+(-?[\d.]+) LU/), truePeak: value(/Peak:\s+(-?[\d.]+) dBFS/) };
}

/** A file's audio decoded as FFmpeg decodes it for the waveform: 22,050 Hz mono 16-bit samples. */
export function decodedSamples(file: string): Int16Array {
  const pcm = ffmpeg(["-i", file, "-ac", "1", "-ar", "22050", "-f", "s16le", "-"]);
  return new Int16Array(pcm.buffer, pcm.byteOffset, pcm.length / 2);
}

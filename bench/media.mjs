// Audio processing (DESIGN.md section 8: "audio processed at ≥ 30× real time"): the server's one
// FFmpeg pass over a 5-minute 44.1 kHz stereo WAV (music-like: stepping tones over pink noise),
// timed in its own process while the resident memory of that process and its FFmpeg child is
// sampled from /proc every 20 ms (the peak memory of a job). Then what a listener downloads to hear
// 30 s of a 100 MB WAV entry: the preview's first 30 s (its bytes in proportion to its length) and
// the waveform peaks, against the original as the player fetched it before (the whole file, to draw
// its waveform). BENCH_MEDIA_MINUTES and BENCH_MEDIA_ENTRY_MB shrink the files for a quick run.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { clearInterval, setInterval } from "node:timers";
import { emitRow, printTable } from "./lib/results.mjs";

const MINUTES = Number(process.env.BENCH_MEDIA_MINUTES ?? 5);
const ENTRY_MB = Number(process.env.BENCH_MEDIA_ENTRY_MB ?? 100);
const ROUNDS = Number(process.env.BENCH_MEDIA_ROUNDS ?? 2);
const SPEED_TARGET = 30;
const LISTEN_SECONDS = 30;
const MB = 1024 * 1024;
const ffmpeg = process.env.FFMPEG_PATH ?? createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg").path;
const root = new URL("..", import.meta.url).pathname;
const work = mkdtempSync(path.join(tmpdir(), "soundship-bench-media-"));

/** A music-like WAV: three voices stepping through notes over quiet pink noise, 44.1 kHz stereo. */
function makeWav(file, seconds) {
  const tune = "0.25*sin(2*PI*t*(220+110*mod(floor(t*4)\\,6)))+0.15*sin(2*PI*t*(660+90*mod(floor(t*3)\\,5)))";
  execFileSync(ffmpeg, [
    "-hide_banner", "-v", "error", "-f", "lavfi", "-i", `aevalsrc=exprs='${tune}':s=44100:d=${seconds}`,
    "-f", "lavfi", "-i", `anoisesrc=color=pink:amplitude=0.05:sample_rate=44100:duration=${seconds}`,
    "-filter_complex", "[0][1]amix=inputs=2,volume=2,aformat=channel_layouts=stereo", "-c:a", "pcm_s16le", "-y", file,
  ]);
  return file;
}

const rssMb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;
  } catch {
    return 0;
  }
};
/** The process and its children (FFmpeg), from /proc. */
const childrenOf = (pid) => {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number));
  } catch {
    return [];
  }
};

/** One analysis in its own process; answers its report and the peak memory of it and its FFmpeg. */
async function analyse(input) {
  const preview = path.join(work, `preview-${Date.now()}.m4a`);
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "bench/media/analyse.mjs"), input, preview], { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
  let peak = 0;
  const sampler = setInterval(() => {
    const total = rssMb(child.pid) + childrenOf(child.pid).reduce((sum, pid) => sum + rssMb(pid), 0);
    peak = Math.max(peak, total);
  }, 20);
  const line = await createInterface({ input: child.stdout })[Symbol.asyncIterator]().next();
  await new Promise((resolve) => (child.exitCode === null ? child.on("exit", resolve) : resolve()));
  clearInterval(sampler);
  if (child.exitCode !== 0 || !line.value) throw new Error(`analysis failed (exit ${child.exitCode})`);
  return { ...JSON.parse(line.value), peakMb: peak };
}

try {
  const seconds = MINUTES * 60;
  const wav = makeWav(path.join(work, "track.wav"), seconds);
  const runs = [];
  for (let round = 0; round < ROUNDS; round++) runs.push(await analyse(wav));
  const best = runs.reduce((a, b) => (a.ms <= b.ms ? a : b));
  const speed = seconds / (best.ms / 1000);
  const peakMb = Math.max(...runs.map((run) => run.peakMb));
  console.log(`${MINUTES}-minute WAV: ${runs.map((run) => `${(run.ms / 1000).toFixed(1)} s`).join(", ")}; peak memory ${peakMb.toFixed(0)} MB (Node + FFmpeg)`);

  // 100 MB of 44.1 kHz stereo 16-bit PCM is about 9.9 minutes.
  const entrySeconds = Math.round((ENTRY_MB * MB - 44) / (44_100 * 4));
  const entry = makeWav(path.join(work, "entry.wav"), entrySeconds);
  const entryRun = await analyse(entry);
  const previewBytes = (entryRun.previewBytes * LISTEN_SECONDS) / entryRun.durationSeconds + entryRun.peaksBytes;
  const originalBytes = readFileSync(entry).length;
  console.log(`${ENTRY_MB} MB entry (${entrySeconds} s): preview ${(entryRun.previewBytes / MB).toFixed(1)} MB whole, peaks ${(entryRun.peaksBytes / 1024).toFixed(0)} KB`);

  const rows = [
    emitRow({ workload: `processing, ${MINUTES}-min 44.1 kHz stereo WAV (× real time)`, unit: "×", value: speed, baseline: SPEED_TARGET, errors: 0, ratio: speed / SPEED_TARGET, target: `≥ ${SPEED_TARGET}×`, pass: speed >= SPEED_TARGET }),
    emitRow({ workload: "peak memory of a processing job (Node + FFmpeg)", unit: "MB", value: peakMb, baseline: peakMb, errors: 0, ratio: 1, target: "—", pass: true }),
    emitRow({
      workload: `bytes to hear ${LISTEN_SECONDS} s of a ${ENTRY_MB} MB WAV: preview + peaks vs original`, unit: "MB", value: previewBytes / MB, baseline: originalBytes / MB,
      errors: 0, ratio: previewBytes / originalBytes, target: "—", pass: previewBytes < originalBytes / 5,
    }),
  ];
  printTable(rows);
  process.exitCode = rows.every((row) => row.pass) ? 0 : 1;
} finally {
  if (existsSync(work)) rmSync(work, { recursive: true, force: true });
}

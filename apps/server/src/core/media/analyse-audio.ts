import { FINGERPRINT_SAMPLE_RATE, FingerprintCollector, type Fingerprint } from "./audio-fingerprint.ts";
import { runFfmpeg } from "./ffmpeg.ts";
import { ffmpegFailure, parseFfmpegReport } from "./ffmpeg-report.ts";
import { undecodable, type Outcome } from "./outcome.ts";
import { PeaksBuilder, type WaveformPeaks } from "./waveform-peaks.ts";
import { missingWavBytes } from "./wav-header.ts";

/** What one pass over an audio file measures and makes. */
export interface AudioAnalysis {
  durationSeconds: number;
  sampleRate: number | null;
  channels: number | null;
  loudnessLufs: number | null;
  loudnessRangeLu: number | null;
  truePeakDbtp: number | null;
  peaks: WaveformPeaks;
  fingerprint: Fingerprint;
}

/** About 128 kbps AAC in MP4: plays on every phone and browser, a tenth of a CD-quality WAV. */
export const PREVIEW = { extension: "m4a", contentType: "audio/mp4", bitrate: "128k" } as const;

/**
 * The whole analysis in one FFmpeg run, the file decoded once: the EBU R128 meter (integrated
 * loudness, range, true peak) sits on the decoded audio, which then splits into the listening
 * preview (written to `previewPath`, its index at the front so it streams) and 22,050 Hz mono PCM
 * on stdout, which feeds the waveform peaks and the fingerprint as it arrives. Nothing holds the
 * whole file in memory.
 */
export async function analyseAudio(binary: string, inputPath: string, previewPath: string, timeoutMs: number, signal?: AbortSignal): Promise<Outcome<AudioAnalysis>> {
  const peaks = new PeaksBuilder(FINGERPRINT_SAMPLE_RATE);
  const fingerprint = new FingerprintCollector();
  const graph = [
    "[0:a:0]ebur128=peak=true:framelog=verbose,asplit=2[listen][measure]",
    // Stereo kept; more channels fold down to stereo for listening.
    "[listen]aformat=channel_layouts=mono|stereo[preview]",
    `[measure]aresample=${FINGERPRINT_SAMPLE_RATE},aformat=sample_fmts=s16:channel_layouts=mono[pcm]`,
  ].join(";");
  const result = await runFfmpeg(binary, [
    "-i", inputPath, "-filter_complex", graph,
    "-map", "[preview]", "-c:a", "aac", "-b:a", PREVIEW.bitrate, "-movflags", "+faststart", "-f", "mp4", "-y", previewPath,
    "-map", "[pcm]", "-f", "s16le", "pipe:1",
  ], {
    timeoutMs,
    signal,
    onStdout(chunk) {
      peaks.push(chunk);
      fingerprint.push(chunk);
    },
  });
  if (result.timedOut) return undecodable(`Processing stopped after ${Math.round(timeoutMs / 60_000)} minutes; the file may be damaged`);
  const report = parseFfmpegReport(result.stderr);
  if (result.code !== 0) return undecodable(describeFailure(result.stderr, report.sampleRate !== null));
  if (peaks.samples === 0) return undecodable("The file holds no audio that could be played");
  const missing = await missingWavBytes(inputPath);
  const durationSeconds = Math.round((peaks.samples / FINGERPRINT_SAMPLE_RATE) * 1000) / 1000;
  if (missing) {
    const declared = durationSeconds * (missing.declared / missing.present);
    return undecodable(`The file ends early: it holds ${durationSeconds.toFixed(1)} s of the ${declared.toFixed(1)} s its header announces. Upload the complete file again`);
  }
  return {
    ok: true,
    value: {
      durationSeconds,
      sampleRate: report.sampleRate,
      channels: report.channels,
      loudnessLufs: report.integratedLufs,
      loudnessRangeLu: report.loudnessRangeLu,
      truePeakDbtp: report.truePeakDbtp,
      peaks: peaks.finish(),
      fingerprint: fingerprint.finish(),
    },
  };
}

/** A sentence a pilot can act on, from what FFmpeg said. */
function describeFailure(stderr: string, hadAudio: boolean): string {
  if (/does not contain any stream|matches no streams|Stream map '.*' matches no/i.test(stderr) || (!hadAudio && /Input #0/.test(stderr))) {
    return "The file holds no audio track";
  }
  const line = ffmpegFailure(stderr);
  if (line && /Invalid data found|no 'fmt '|header|moov atom not found/i.test(line)) {
    return "The file is damaged or is not audio in a format we can read. Export it again as WAV, FLAC or MP3 and upload that";
  }
  if (line && /Decoder .* not found|unsupported|not supported/i.test(line)) return "The file's audio codec is not supported. Export it as WAV, FLAC or MP3 and upload that";
  return "The file could not be decoded as audio. Export it again as WAV, FLAC or MP3 and upload that";
}

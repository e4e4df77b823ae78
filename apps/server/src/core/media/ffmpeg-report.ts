/** What FFmpeg's stderr says about the input and, for audio, the `ebur128` filter's summary. */
export interface FfmpegReport {
  /** The container's duration, as its header declares it (null when it does not). */
  declaredSeconds: number | null;
  sampleRate: number | null;
  channels: number | null;
  hasVideo: boolean;
  integratedLufs: number | null;
  loudnessRangeLu: number | null;
  truePeakDbtp: number | null;
}

// Channel layouts FFmpeg names instead of counting.
const LAYOUT_CHANNELS: Record<string, number> = {
  mono: 1, stereo: 2, "2.1": 3, "3.0": 3, "3.0(back)": 3, "3.1": 4, "4.0": 4, quad: 4, "quad(side)": 4, "4.1": 5,
  "5.0": 5, "5.0(side)": 5, "5.1": 6, "5.1(side)": 6, "6.0": 6, "6.1": 7, "7.0": 7, "7.1": 8, "7.1(wide)": 8, octagonal: 8,
};

/** Reads the input's first audio stream, its duration and the loudness summary out of FFmpeg's log. */
export function parseFfmpegReport(stderr: string): FfmpegReport {
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  const audio = /Stream #0:\d+.*?: Audio: [^\n]*?, (\d+) Hz, ([^,\n]+)/.exec(stderr);
  // The filter prints a summary each time its graph is torn down; the last one covers the whole file.
  const summary = stderr.slice(stderr.lastIndexOf("Summary:"));
  const hasSummary = stderr.includes("Summary:");
  return {
    declaredSeconds: duration ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]) : null,
    sampleRate: audio ? Number(audio[1]) : null,
    channels: audio ? channelCount(audio[2]!.trim()) : null,
    hasVideo: /Stream #0:\d+.*?: Video: /.test(stderr),
    integratedLufs: hasSummary ? numberAfter(summary, /I:\s+(-?[\d.]+|-inf) LUFS/) : null,
    loudnessRangeLu: hasSummary ? numberAfter(summary, /LRA:\s+(-?[\d.]+) LU/) : null,
    truePeakDbtp: hasSummary ? numberAfter(summary, /Peak:\s+(-?[\d.]+|-inf) dBFS/) : null,
  };
}

function channelCount(layout: string): number | null {
  const counted = /^(\d+) channels/.exec(layout);
  if (counted) return Number(counted[1]);
  return LAYOUT_CHANNELS[layout] ?? null;
}

function numberAfter(text: string, pattern: RegExp): number | null {
  const match = pattern.exec(text);
  if (!match || match[1] === "-inf") return null;
  const value = Number(match[1]);
  return Number.isFinite(value) ? value : null;
}

/** The last line FFmpeg wrote that reads like an error, to say why a file could not be read. */
export function ffmpegFailure(stderr: string): string | null {
  const lines = stderr.split("\n").map((line) => line.trim()).filter(Boolean);
  return lines.reverse().find((line) => /invalid|error|could not|not found|unsupported|no such/i.test(line)) ?? null;
}

import { describe, expect, it } from "vitest";
import { parseFfmpegReport } from "./ffmpeg-report.ts";

const LOG = `Input #0, wav, from 'in.wav':
  Duration: 00:05:00.00, bitrate: 1411 kb/s
    Stream #0:0: Audio: pcm_s16le ([1][0][0][0] / 0x0001), 44100 Hz, stereo, s16, 1411 kb/s
[Parsed_ebur128_0 @ 0x1] Summary:
  Integrated loudness:
    I:         -70.0 LUFS
  True peak:
    Peak:       -inf dBFS
[Parsed_ebur128_0 @ 0x2] Summary:

  Integrated loudness:
    I:         -27.0 LUFS
    Threshold: -37.0 LUFS

  Loudness range:
    LRA:         3.4 LU
    Threshold: -47.0 LUFS

  True peak:
    Peak:      -19.7 dBFS
`;

describe("parseFfmpegReport", () => {
  it("reads the input stream and the last loudness summary (the whole file's)", () => {
    expect(parseFfmpegReport(LOG)).toEqual({
      declaredSeconds: 300, sampleRate: 44_100, channels: 2, hasVideo: false, integratedLufs: -27, loudnessRangeLu: 3.4, truePeakDbtp: -19.7,
    });
  });

  it("counts channels FFmpeg names or numbers", () => {
    expect(parseFfmpegReport("Stream #0:0: Audio: flac, 48000 Hz, 5.1, s32").channels).toBe(6);
    expect(parseFfmpegReport("Stream #0:0(und): Audio: aac (LC), 48000 Hz, 3 channels, fltp").channels).toBe(3);
  });
});

import { describe, expect, it } from "vitest";
import { MAX_POINTS, PeaksBuilder } from "./waveform-peaks.ts";

/** 16-bit little-endian PCM of `values`. */
const pcm = (values: number[]) => {
  const bytes = new Uint8Array(values.length * 2);
  const view = new DataView(bytes.buffer);
  values.forEach((value, i) => view.setInt16(i * 2, value, true));
  return bytes;
};

describe("PeaksBuilder", () => {
  it("keeps each point's min and max, even across chunks split inside a sample", () => {
    const builder = new PeaksBuilder(22_050);
    const bytes = pcm(Array.from({ length: 64 }, (_, i) => (i === 5 ? -30_000 : i === 40 ? 31_000 : i)));
    builder.push(bytes.subarray(0, 11));
    builder.push(bytes.subarray(11));
    const peaks = builder.finish();
    expect(peaks).toMatchObject({ version: 2, channels: 1, bits: 16, samples_per_pixel: 32, length: 2 });
    expect(peaks.data).toEqual([-30_000, 31, 32, 31_000]);
  });

  it("ends with at most MAX_POINTS points however long the audio, covering every sample", () => {
    const builder = new PeaksBuilder(22_050);
    const samples = 22_050 * 60 * 7;
    const chunk = pcm(Array.from({ length: 22_050 }, (_, i) => Math.round(Math.sin(i / 10) * 10_000)));
    for (let sent = 0; sent < samples; sent += 22_050) builder.push(chunk);
    const peaks = builder.finish();
    expect(peaks.length).toBeLessThanOrEqual(MAX_POINTS);
    expect(peaks.length).toBeGreaterThan(MAX_POINTS / 2);
    expect(peaks.length * peaks.samples_per_pixel).toBeGreaterThanOrEqual(samples);
    expect(Math.max(...peaks.data)).toBe(10_000);
  });
});

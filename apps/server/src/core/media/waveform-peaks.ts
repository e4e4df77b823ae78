import type { WaveformPeaks } from "@soundship/shared";

/** The audiowaveform JSON this module makes (packages/shared). */
export type { WaveformPeaks };

/** The most points a waveform keeps; a finished one has between half of this and this many (when long enough). */
export const MAX_POINTS = 2000;
const FIRST_SAMPLES_PER_POINT = 32;

/**
 * Builds waveform peaks from 16-bit mono PCM as it streams, without knowing the length in advance:
 * it starts fine and, whenever it holds twice the points it may keep, merges neighbours and doubles
 * the samples per point. Memory stays at most 2 × MAX_POINTS points whatever the length.
 */
export class PeaksBuilder {
  private mins: number[] = [];
  private maxes: number[] = [];
  private samplesPerPoint = FIRST_SAMPLES_PER_POINT;
  private inPoint = 0;
  private low = 0;
  private high = 0;
  private carry: number | null = null;
  /** Samples seen so far. */
  samples = 0;

  constructor(private readonly sampleRate: number) {}

  /** Takes the next bytes of little-endian 16-bit PCM; a chunk may end inside a sample. */
  push(chunk: Uint8Array): void {
    let start = 0;
    if (this.carry !== null) {
      this.sample(((chunk[0]! << 8) | this.carry) << 16 >> 16);
      this.carry = null;
      start = 1;
    }
    const view = new DataView(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let i = start;
    for (; i + 1 < chunk.length; i += 2) this.sample(view.getInt16(i, true));
    if (i < chunk.length) this.carry = chunk[i]!;
  }

  private sample(value: number): void {
    if (this.inPoint === 0) {
      this.low = value;
      this.high = value;
    } else {
      if (value < this.low) this.low = value;
      if (value > this.high) this.high = value;
    }
    this.samples++;
    if (++this.inPoint === this.samplesPerPoint) this.closePoint();
  }

  private closePoint(): void {
    this.mins.push(this.low);
    this.maxes.push(this.high);
    this.inPoint = 0;
    if (this.mins.length >= 2 * MAX_POINTS) this.halve();
  }

  /** Merges each pair of neighbouring points into one. */
  private halve(): void {
    const mins: number[] = [];
    const maxes: number[] = [];
    for (let i = 0; i < this.mins.length; i += 2) {
      mins.push(Math.min(this.mins[i]!, this.mins[i + 1] ?? this.mins[i]!));
      maxes.push(Math.max(this.maxes[i]!, this.maxes[i + 1] ?? this.maxes[i]!));
    }
    this.mins = mins;
    this.maxes = maxes;
    this.samplesPerPoint *= 2;
    // A point half filled at the old size is half of a point at the new one: it keeps collecting.
  }

  /** The finished peaks: the last partial point included, at most MAX_POINTS points. */
  finish(): WaveformPeaks {
    if (this.inPoint > 0) {
      this.mins.push(this.low);
      this.maxes.push(this.high);
      this.inPoint = 0;
    }
    while (this.mins.length > MAX_POINTS) this.halve();
    const data: number[] = [];
    for (let i = 0; i < this.mins.length; i++) data.push(this.mins[i]!, this.maxes[i]!);
    return { version: 2, channels: 1, sample_rate: this.sampleRate, samples_per_pixel: this.samplesPerPoint, bits: 16, length: this.mins.length, data };
  }
}

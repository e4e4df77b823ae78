/**
 * Waveform peaks as the server makes them for every audio track: the JSON format of the BBC's
 * audiowaveform tool, version 2, one channel. wavesurfer.js draws them without the audio.
 */
export interface WaveformPeaks {
  version: 2;
  channels: 1;
  sample_rate: number;
  samples_per_pixel: number;
  bits: 8 | 16;
  length: number;
  /** min, max of each point, in sample values of `bits` bits. */
  data: number[];
}

/** Every track is played to this integrated loudness, the level streaming services normalise to. */
export const TARGET_LUFS = -14;
/** The true peak a loudness-matched track may reach at most, so raising a quiet master never clips. */
export const PEAK_CEILING_DBTP = -1;
// A silent or nearly silent file would ask for an absurd boost; no gain is better than noise.
const MAX_BOOST_DB = 24;
const SILENCE_LUFS = -69;

/**
 * The gain that brings a track to -14 LUFS, limited so that true peak + gain stays at or below
 * -1 dBTP; rounded to 0.1 dB. Null without a measurement; 0 for silence.
 */
export function playbackGainDb(integratedLufs: number | null, truePeakDbtp: number | null): number | null {
  if (integratedLufs === null) return null;
  if (integratedLufs <= SILENCE_LUFS) return 0;
  let gain = Math.min(TARGET_LUFS - integratedLufs, MAX_BOOST_DB);
  if (truePeakDbtp !== null) gain = Math.min(gain, PEAK_CEILING_DBTP - truePeakDbtp);
  // Floor to 0.1 dB, so the rounding never lifts the peak above the ceiling.
  return Math.floor(gain * 10 + 1e-9) / 10;
}

/** A measurement to 0.1, as stored. */
export const tenth = (value: number | null): number | null => (value === null ? null : Math.round(value * 10) / 10);

/** Deterministic pseudo-random numbers (an LCG), so the sky looks the same on every load and in benchmarks. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 0x100000000;
  };
}

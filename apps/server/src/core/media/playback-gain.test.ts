import { describe, expect, it } from "vitest";
import { playbackGainDb } from "./playback-gain.ts";

describe("playbackGainDb", () => {
  it("brings a track to -14 LUFS", () => {
    expect(playbackGainDb(-9.8, -4)).toBe(-4.2);
    expect(playbackGainDb(-18, -6)).toBe(4);
  });

  it("limits a boost so the true peak stays at or below -1 dBTP", () => {
    expect(playbackGainDb(-20, -3.4)).toBe(2.4);
    expect(playbackGainDb(-20, -0.5)).toBe(-0.5);
  });

  it("never rounds up into the ceiling, and leaves silence and unmeasured tracks alone", () => {
    expect(playbackGainDb(-20, -3.46)! + -3.46).toBeLessThanOrEqual(-1);
    expect(playbackGainDb(-70, null)).toBe(0);
    expect(playbackGainDb(null, null)).toBeNull();
  });
});

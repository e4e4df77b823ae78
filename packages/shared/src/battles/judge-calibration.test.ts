import { describe, expect, it } from "vitest";
import { calibratedPower, judgeBaseline } from "./judge-calibration.ts";

const galaxy = { mean: 6, sd: 2, n: 1000 };

describe("judge calibration (DESIGN.md section 6, Judging)", () => {
  it("counts a judge with no history raw", () => {
    const baseline = judgeBaseline(galaxy, { mean: 0, sd: 0, n: 0 });
    for (const v of [0, 3, 6, 10]) expect(calibratedPower(v, galaxy, baseline)).toBeCloseTo(v, 10);
  });

  it("shrinks a judge's mean and spread toward the galaxy's with the weight of 5 votes", () => {
    expect(judgeBaseline(galaxy, { mean: 9, sd: 1, n: 5 })).toEqual({ mean: 7.5, sd: 1.5 });
    expect(judgeBaseline(galaxy, { mean: 10, sd: 0, n: 50 }).sd).toBe(0.5);
  });

  it("reads a vote against its judge's habits: a harsh judge's 4 outweighs a generous judge's 8", () => {
    const harsh = judgeBaseline(galaxy, { mean: 3, sd: 1.5, n: 50 });
    const generous = judgeBaseline(galaxy, { mean: 9, sd: 1.5, n: 50 });
    expect(calibratedPower(4, galaxy, harsh)).toBeGreaterThan(calibratedPower(8, galaxy, generous));
    expect(calibratedPower(4, galaxy, harsh)).toBeGreaterThan(galaxy.mean);
    expect(calibratedPower(8, galaxy, generous)).toBeLessThan(galaxy.mean);
  });

  it("keeps every calibrated vote between 0 and 10", () => {
    const narrow = judgeBaseline(galaxy, { mean: 5, sd: 0, n: 50 });
    expect(calibratedPower(10, galaxy, narrow)).toBe(10);
    expect(calibratedPower(0, galaxy, narrow)).toBe(0);
  });
});

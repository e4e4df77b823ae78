import { describe, expect, it } from "vitest";
import { formatGalaxyRank, formatPoints, formatPts } from "./leaderboard-format";

describe("leaderboard formats", () => {
  it("shows Galaxy Rank as '#n', and '-' while unranked", () => {
    expect(formatGalaxyRank(7)).toBe("#7");
    expect(formatGalaxyRank(90_000)).toBe("#90,000");
    expect(formatGalaxyRank(null)).toBe("-");
    expect(formatGalaxyRank(undefined)).toBe("-");
  });

  it("shows scores in pts on the deck and in points on the board", () => {
    expect(formatPts(1250)).toBe("1,250 pts");
    expect(formatPoints(1250)).toBe("1,250 points");
    expect(formatPoints(1)).toBe("1 point");
  });
});

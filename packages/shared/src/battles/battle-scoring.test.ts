import { describe, expect, it } from "vitest";
import { rankEntries, votePower, weightedScore } from "./battle-scoring.ts";

const entry = (id: string, powers: number[], second = 0) => ({ id, powers, entered_at: new Date(Date.UTC(2026, 0, 1, 0, 0, second)) });

describe("judging arithmetic (SPEC.md section 9, DESIGN.md section 6)", () => {
  it("rounds the mean of the three scores into vote_power", () => {
    expect(votePower({ creativity: 7, technical: 8, impact: 9 })).toBe(8);
    expect(votePower({ creativity: 10, technical: 10, impact: 9 })).toBe(10); // 9.67
    expect(votePower({ creativity: 0, technical: 0, impact: 1 })).toBe(0); // 0.33
    expect(votePower({ creativity: 5, technical: 5, impact: 6 })).toBe(5); // 5.33
  });

  it("weighs three votes of the battle mean into every score", () => {
    expect(weightedScore(6, [])).toBe(6);
    expect(weightedScore(6, [10])).toBe(7);
    expect(weightedScore(5, [9, 9, 9])).toBe(7);
  });

  it("lets twenty 9s beat one lucky 10 in a battle with weaker entries", () => {
    const ranking = rankEntries([entry("lucky", [10]), entry("steady", Array(20).fill(9)), entry("weak", Array(10).fill(3))]);
    expect(ranking.map((e) => [e.id, e.rank])).toEqual([["steady", 1], ["lucky", 2], ["weak", 3]]);
  });

  it("breaks ties by more votes, then the earlier entry, exactly", () => {
    expect(rankEntries([entry("one", [8], 0), entry("two", [8, 8], 1)])[0]!.id).toBe("two");
    expect(rankEntries([entry("late", [8], 5), entry("early", [8], 1)])[0]!.id).toBe("early");
    const tied = rankEntries([entry("b", [1, 2, 3], 2), entry("a", [3, 2, 1], 1)]);
    expect(tied.map((e) => e.id)).toEqual(["a", "b"]);
  });

  it("ranks entries with no votes at the battle mean", () => {
    const ranking = rankEntries([entry("none", [], 0), entry("low", [2], 1), entry("high", [8], 2)]);
    expect(ranking.map((e) => e.id)).toEqual(["high", "none", "low"]);
    expect(ranking[1]!.weighted_score).toBe(5);
  });

  it("ranks thousands of entries as the rule written plainly does: same order, same scores to the last bit", () => {
    // A fixed pseudo-random battle with every kind of tie: equal powers, equal vote counts, equal times.
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const entries = Array.from({ length: 3_000 }, (_, i) => ({
      id: `entry-${(i * 7_919) % 3_000}`,
      entered_at: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(next() * 50))),
      powers: Array.from({ length: Math.floor(next() * 6) }, () => (next() < 0.5 ? Math.floor(next() * 11) : next() * 10)),
    }));
    // The rule as DESIGN.md states it, with nothing made fast.
    const all = entries.flatMap((e) => e.powers);
    const mean = all.length ? all.reduce((total, power) => total + power, 0) / all.length : 0;
    const plain = entries
      .map((e) => ({ ...e, weighted_score: weightedScore(mean, e.powers) }))
      .sort((a, b) => {
        const difference = b.weighted_score - a.weighted_score;
        if (Math.abs(difference) >= 1e-9) return difference;
        return b.powers.length - a.powers.length || a.entered_at.getTime() - b.entered_at.getTime() || a.id.localeCompare(b.id);
      })
      .map((e, index) => ({ ...e, rank: index + 1 }));
    expect(rankEntries(entries)).toEqual(plain);
  });
});

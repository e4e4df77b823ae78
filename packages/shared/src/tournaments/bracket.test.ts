import { describe, expect, it } from "vitest";
import { bracketSize, firstRoundPairs, nextMatchOf, roundCount, roundName, seedSlots, shuffled } from "./bracket.ts";

describe("bracket seeding", () => {
  it.each([
    [0, 1, 0],
    [1, 1, 0],
    [2, 2, 1],
    [3, 4, 2],
    [5, 8, 3],
    [8, 8, 3],
    [9, 16, 4],
  ])("%i entrants: %i slots, %i rounds", (entrants, size, rounds) => {
    expect(bracketSize(entrants)).toBe(size);
    expect(roundCount(entrants)).toBe(rounds);
  });

  it("places seeds so that 1 and 2 meet only in the final", () => {
    expect(seedSlots(2)).toEqual([1, 2]);
    expect(seedSlots(4)).toEqual([1, 4, 2, 3]);
    expect(seedSlots(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(() => seedSlots(6)).toThrow();
  });

  it("gives the byes to the top seeds when the count is not a power of two", () => {
    expect(firstRoundPairs(5)).toEqual([
      { a: 1, b: null },
      { a: 4, b: 5 },
      { a: 2, b: null },
      { a: 3, b: null },
    ]);
    expect(firstRoundPairs(3)).toEqual([{ a: 1, b: null }, { a: 2, b: 3 }]);
    expect(firstRoundPairs(2)).toEqual([{ a: 1, b: 2 }]);
  });

  it.each([3, 5, 6, 7, 9, 12, 16, 31])("with %i entrants every seed appears once, no match is two byes", (entrants) => {
    const pairs = firstRoundPairs(entrants);
    const seeds = pairs.flatMap(({ a, b }) => (b === null ? [a] : [a, b])).sort((x, y) => x - y);
    expect(seeds).toEqual(Array.from({ length: entrants }, (_, i) => i + 1));
    expect(pairs.filter((pair) => pair.b === null)).toHaveLength(bracketSize(entrants) - entrants);
    // Byes go to the highest seeds, 1 first.
    expect(pairs.filter((pair) => pair.b === null).map((pair) => pair.a).sort((x, y) => x - y)).toEqual(
      Array.from({ length: bracketSize(entrants) - entrants }, (_, i) => i + 1),
    );
  });

  it("sends a match's winner to the next round, odd matches into slot a", () => {
    expect(nextMatchOf(1, 1)).toEqual({ round: 2, match: 1, slot: "a" });
    expect(nextMatchOf(1, 2)).toEqual({ round: 2, match: 1, slot: "b" });
    expect(nextMatchOf(1, 3)).toEqual({ round: 2, match: 2, slot: "a" });
    expect(nextMatchOf(2, 2)).toEqual({ round: 3, match: 1, slot: "b" });
  });

  it("shuffles by the injected random source, keeping every item", () => {
    expect(shuffled(["a", "b", "c", "d"], () => 0)).toEqual(["b", "c", "d", "a"]);
    expect(shuffled(["a", "b", "c", "d"], () => 0.999)).toEqual(["a", "b", "c", "d"]);
    const rolls = [0.5, 0.1, 0.9];
    const order = shuffled([1, 2, 3, 4], () => rolls.shift()!);
    expect([...order].sort()).toEqual([1, 2, 3, 4]);
  });

  it("names the rounds from the end", () => {
    expect([1, 2, 3, 4].map((round) => roundName(round, 4))).toEqual(["Round 1", "Quarter-finals", "Semi-finals", "Final"]);
    expect(roundName(1, 1)).toBe("Final");
  });
});

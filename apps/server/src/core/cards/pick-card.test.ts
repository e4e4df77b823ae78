import { describe, expect, it } from "vitest";
import { pickCard } from "./pick-card.ts";

const pool = [
  { id: "c1", rarity: "common" },
  { id: "c2", rarity: "common" },
  { id: "r1", rarity: "rare" },
  { id: "e1", rarity: "epic" },
  { id: "l1", rarity: "legendary" },
];

/** A deterministic sequence of rolls. */
const rolls = (...values: number[]) => () => values.shift() ?? 0;

describe("pickCard", () => {
  it("maps the roll onto the rarity weights 60 / 25 / 12 / 3", () => {
    expect(pickCard(pool, rolls(0.0, 0)).rarity).toBe("common");
    expect(pickCard(pool, rolls(0.599, 0)).rarity).toBe("common");
    expect(pickCard(pool, rolls(0.6, 0)).id).toBe("r1");
    expect(pickCard(pool, rolls(0.85, 0)).id).toBe("e1");
    expect(pickCard(pool, rolls(0.97, 0)).id).toBe("l1");
    expect(pickCard(pool, rolls(0.9999, 0)).id).toBe("l1");
  });

  it("picks uniformly within the rarity", () => {
    expect(pickCard(pool, rolls(0.1, 0.0)).id).toBe("c1");
    expect(pickCard(pool, rolls(0.1, 0.99)).id).toBe("c2");
  });

  it("weighs only the rarities the pool has, and treats unknown rarities as common", () => {
    const small = [{ id: "x", rarity: "mythic" }, { id: "l", rarity: "legendary" }];
    expect(pickCard(small, rolls(0.9, 0)).id).toBe("x"); // 60 / 63 of the weight
    expect(pickCard(small, rolls(0.96, 0)).id).toBe("l");
  });

  it("draws close to the weights over many draws", () => {
    const counts: Record<string, number> = { common: 0, rare: 0, epic: 0, legendary: 0 };
    let seed = 42;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 20_000; i++) counts[pickCard(pool, random).rarity]!++;
    expect(counts.common! / 20_000).toBeCloseTo(0.6, 1);
    expect(counts.rare! / 20_000).toBeCloseTo(0.25, 1);
    expect(counts.epic! / 20_000).toBeCloseTo(0.12, 1);
    expect(counts.legendary! / 20_000).toBeCloseTo(0.03, 1);
  });
});

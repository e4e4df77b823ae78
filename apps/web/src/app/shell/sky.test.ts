import { describe, expect, it } from "vitest";
import { createShapes } from "./sky-shapes";
import { advanceStars, createStars } from "./sky-stars";

describe("the sky", () => {
  it("makes SPEC.md's 300 stars and 15 shapes", () => {
    const stars = createStars();
    expect(stars.count).toBe(300);
    expect([stars.x, stars.y].map((axis) => axis.length)).toEqual([300, 300]);
    expect(createShapes()).toHaveLength(15);
  });

  it("is the same on every load", () => {
    expect(createStars().x).toEqual(createStars().x);
    expect(createShapes()).toEqual(createShapes());
  });

  it("keeps drifting stars inside the viewport", () => {
    const stars = createStars();
    for (let second = 0; second < 600; second++) advanceStars(stars, 1);
    for (const y of stars.y) {
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThan(1);
    }
  });
});

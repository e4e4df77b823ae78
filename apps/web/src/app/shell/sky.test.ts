import { describe, expect, it } from "vitest";
import { createShapes, SHAPE_COUNT } from "./sky-shapes";
import { advanceStars, createStars, STAR_COUNT } from "./sky-stars";

describe("the sky", () => {
  it("has SPEC.md's 300 stars and 15 shapes", () => {
    expect(STAR_COUNT).toBe(300);
    expect(createStars().count).toBe(300);
    expect(createStars().x).toHaveLength(300);
    expect(SHAPE_COUNT).toBe(15);
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

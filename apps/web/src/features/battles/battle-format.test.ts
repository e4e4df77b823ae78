import { describe, expect, it } from "vitest";
import { entrantsText, scoreText, stardust } from "./battle-format";

describe("battle format", () => {
  it("shows Stardust with thousands separators", () => {
    expect(stardust(1250)).toBe("1,250 SD");
    expect(stardust(0)).toBe("0 SD");
  });

  it("shows entrants against the cap, and no cap for 0", () => {
    expect(entrantsText({ entrants: 3, max_participants: 10 })).toBe("3 / 10");
    expect(entrantsText({ entrants: 12, max_participants: 0 })).toBe("12 / no cap");
  });

  it("shows scores with two decimals, and a dash when nobody scored", () => {
    expect(scoreText(7.6666)).toBe("7.67");
    expect(scoreText(null)).toBe("—");
  });
});

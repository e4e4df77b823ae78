import { describe, expect, it } from "vitest";
import { tierName } from "@/lib/format/format";
import { formatAllowance, formatDollars, modeName } from "./membership-format";

describe("membership formatting", () => {
  it("names tiers and modes as the page shows them", () => {
    expect(tierName("commander")).toBe("Commander");
    expect(modeName("rap_on_beat")).toBe("Rap On Beat");
  });

  it("shows dollars with cents and unlimited allowances as ∞", () => {
    expect(formatDollars(8.33)).toBe("$8.33");
    expect(formatDollars(1234)).toBe("$1,234.00");
    expect(formatAllowance({ used: 3, limit: 20 })).toBe("3 / 20");
    expect(formatAllowance({ used: 3, limit: -1 })).toBe("3 / ∞");
  });
});

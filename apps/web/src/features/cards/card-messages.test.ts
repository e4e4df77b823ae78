import { describe, expect, it } from "vitest";
import type { DrawnCard } from "./api/draw-card";
import { effectLabel, effectMessage, signedValue } from "./card-messages";

const card = (over: Partial<DrawnCard>): DrawnCard => ({
  card_name: "Space Pirates",
  card_type: "doom",
  description: "Pirates board your ship and raid the hold.",
  effect_type: "stardust",
  effect_value: -30,
  rarity: "rare",
  ...over,
});

describe("effectMessage", () => {
  it("uses the change really made, not the card's value", () => {
    expect(effectMessage(card({}), { type: "stardust", value: -12, absorbed: false })).toEqual({ tone: "error", text: "Lost 12 Stardust!" });
    expect(effectMessage(card({ card_type: "spare luck", effect_value: 25 }), { type: "stardust", value: 25, absorbed: false })).toEqual({
      tone: "success",
      text: "Gained 25 Stardust!",
    });
  });

  it("speaks SPEC's texts for XP and battle entries", () => {
    expect(effectMessage(card({ effect_type: "xp" }), { type: "xp", value: 40, absorbed: false }).text).toBe("Gained 40 XP!");
    expect(effectMessage(card({ effect_type: "xp" }), { type: "xp", value: -15, absorbed: false }).text).toBe("Lost 15 XP!");
    expect(effectMessage(card({ effect_type: "battle_entry" }), { type: "battle_entry", value: 2, absorbed: false }).text).toBe("Bonus battle entry!");
    expect(effectMessage(card({ effect_type: "battle_entry" }), { type: "battle_entry", value: -1, absorbed: false }).text).toBe("Battle entry lost!");
  });

  it("shows the description for other effects and for changes floored to nothing", () => {
    const rank = card({ effect_type: "rank_boost", description: "Keep climbing." });
    expect(effectMessage(rank, { type: "rank_boost", value: 0, absorbed: false })).toEqual({ tone: "info", text: "Keep climbing." });
    expect(effectMessage(card({}), { type: "stardust", value: 0, absorbed: false }).tone).toBe("info");
  });

  it("says when a Shield Pack absorbed a doom card", () => {
    expect(effectMessage(card({}), { type: "stardust", value: 0, absorbed: true }).text).toBe("Your Shield Pack absorbed Space Pirates!");
  });
});

describe("card face", () => {
  it("signs values and names effect types", () => {
    expect(signedValue(25)).toBe("+25");
    expect(signedValue(-15)).toBe("\u221215");
    expect(signedValue(0)).toBe("0");
    expect(effectLabel("battle_entry")).toBe("Battle Entry");
    expect(effectLabel("xp")).toBe("XP");
  });
});

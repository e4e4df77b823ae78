import { describe, expect, it } from "vitest";
import { UNLIMITED, battleEntriesPerMonth, canCreateBattles, canUseBattleMode, discountedFee } from "./tiers.ts";

describe("tier rules for battles (DESIGN.md section 6)", () => {
  it("lets commanders and admirals create battles", () => {
    expect([null, "cadet", "explorer", "commander", "admiral"].map((tier) => canCreateBattles(tier as never))).toEqual([false, false, false, true, true]);
  });

  it("opens singer showdown and freestyle cipher from explorer up", () => {
    expect(canUseBattleMode("cadet", "rap_on_beat")).toBe(true);
    expect(canUseBattleMode("cadet", "singer_showdown")).toBe(false);
    expect(canUseBattleMode("explorer", "freestyle_cipher")).toBe(true);
    expect(canUseBattleMode(null, "beat_battle")).toBe(false);
  });

  it("counts entries a month: 20, 25, unlimited, unlimited; none without a membership", () => {
    expect([null, "cadet", "explorer", "commander", "admiral"].map((tier) => battleEntriesPerMonth(tier as never))).toEqual([0, 20, 25, UNLIMITED, UNLIMITED]);
  });

  it("takes 10% off for explorers, rounding the discount down", () => {
    expect([discountedFee("explorer", 100), discountedFee("explorer", 25), discountedFee("explorer", 5), discountedFee("cadet", 25)]).toEqual([90, 23, 5, 25]);
  });
});

import { describe, expect, it } from "vitest";
import {
  annualSavingsPercent, battleEntriesPerMonth, canCreateBattles, canUseBattleMode, discountedFee, hasGuaranteedTournamentEntry,
  membershipExpiry, minimumTierForMode, monthlyPrizePool, monthlySupernovas, prizePoolContribution, pricePerMonth, tierPrice, TIERS, UNLIMITED,
} from "./tiers.ts";

describe("prices", () => {
  it("charges SPEC.md's monthly prices and DESIGN.md's annual prices (10 × monthly)", () => {
    expect(TIERS.map((tier) => tierPrice(tier, "monthly"))).toEqual([9.99, 19.99, 29.99, 39.99]);
    expect(TIERS.map((tier) => tierPrice(tier, "annual"))).toEqual([99.9, 199.9, 299.9, 399.9]);
  });

  it("shows annual per month as annual / 12", () => {
    expect(TIERS.map((tier) => pricePerMonth(tier, "annual"))).toEqual([8.33, 16.66, 24.99, 33.33]);
    expect(pricePerMonth("explorer", "monthly")).toBe(19.99);
  });

  it("saves 16% a year on every tier (16.7%, rounded down to agree with SAVE UP TO 16%)", () => {
    expect(TIERS.map(annualSavingsPercent)).toEqual([16, 16, 16, 16]);
  });
});

describe("prize pool", () => {
  it("adds the price paid × the tier's share per payment", () => {
    expect(prizePoolContribution("cadet", "monthly")).toBe(2.997);
    expect(prizePoolContribution("admiral", "annual")).toBe(179.955);
  });

  it("sums monthly price (annual / 12) × share over active memberships, rounded", () => {
    expect(monthlyPrizePool([])).toBe(0);
    // 9.99 × .30 + 39.99 × .45 + 299.9 / 12 × .40 = 2.997 + 17.9955 + 9.9967 = 30.99
    expect(monthlyPrizePool([
      { tier: "cadet", billing_cycle: "monthly", count: 1 },
      { tier: "admiral", billing_cycle: "monthly", count: 1 },
      { tier: "commander", billing_cycle: "annual", count: 1 },
    ])).toBe(31);
    expect(monthlyPrizePool([{ tier: "cadet", billing_cycle: "monthly", count: 1 }])).toBe(3);
    // 1,000 explorers: 19.99 × .35 × 1000 = 6996.5, rounded half up.
    expect(monthlyPrizePool([{ tier: "explorer", billing_cycle: "monthly", count: 1000 }])).toBe(6997);
  });
});

describe("expiry", () => {
  it("ends a monthly period 30 days on, across a month end", () => {
    expect(membershipExpiry(new Date("2027-01-31T10:00:00Z"), "monthly").toISOString()).toBe("2027-03-02T10:00:00.000Z");
  });

  it("ends an annual period 365 days on, one day short of the date in a leap year", () => {
    expect(membershipExpiry(new Date("2028-01-01T00:00:00Z"), "annual").toISOString()).toBe("2028-12-31T00:00:00.000Z");
    expect(membershipExpiry(new Date("2027-03-01T00:00:00Z"), "annual").toISOString()).toBe("2028-02-29T00:00:00.000Z");
  });

  it("counts February of a leap year in a monthly period", () => {
    expect(membershipExpiry(new Date("2028-02-15T12:00:00Z"), "monthly").toISOString()).toBe("2028-03-16T12:00:00.000Z");
  });
});

describe("perks", () => {
  it("gives cadets three battle modes and every other tier all five", () => {
    expect(canUseBattleMode("cadet", "rap_on_beat")).toBe(true);
    expect(canUseBattleMode("cadet", "singer_showdown")).toBe(false);
    expect(canUseBattleMode("cadet", "freestyle_cipher")).toBe(false);
    expect(canUseBattleMode("explorer", "freestyle_cipher")).toBe(true);
    expect(canUseBattleMode(null, "beat_battle")).toBe(true);
    expect(canUseBattleMode(null, "singer_showdown")).toBe(false);
    expect(minimumTierForMode("song_battle")).toBe("cadet");
    expect(minimumTierForMode("singer_showdown")).toBe("explorer");
  });

  it("allows 20, 25, unlimited and unlimited battle entries a month, none without a membership", () => {
    expect(TIERS.map(battleEntriesPerMonth)).toEqual([20, 25, UNLIMITED, UNLIMITED]);
    expect(battleEntriesPerMonth(null)).toBe(3);
  });

  it("lets commanders and admirals create battles", () => {
    expect(TIERS.map(canCreateBattles)).toEqual([false, false, true, true]);
    expect(canCreateBattles(null)).toBe(false);
  });

  it("takes 10% off an explorer's fees, rounding the discount down", () => {
    expect(discountedFee("explorer", 100)).toBe(90);
    expect(discountedFee("explorer", 15)).toBe(14);
    expect(discountedFee("explorer", 5)).toBe(5);
    expect(discountedFee("commander", 100)).toBe(100);
    expect(discountedFee(null, 100)).toBe(100);
  });

  it("guarantees admirals a tournament seat and grants Supernovas from commander up", () => {
    expect(TIERS.map(hasGuaranteedTournamentEntry)).toEqual([false, false, false, true]);
    expect(TIERS.map(monthlySupernovas)).toEqual([0, 0, 10, 10]);
  });
});

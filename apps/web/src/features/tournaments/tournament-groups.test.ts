import type { Tournament, User } from "@soundship/shared";
import { describe, expect, it } from "vitest";
import { formatDollars, hubStats, isLocked, pilotTier, tournamentsInTab } from "./tournament-groups";

const NOW = new Date("2026-12-01T12:00:00Z");
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

function tournament(id: string, start: number, end: number, values: Partial<Tournament> = {}): Tournament {
  // The stored state is deliberately stale: the hub goes by the dates.
  return { id, name: id, description: "", state: "open", starts_at: at(start), ends_at: at(end), max_players: 8, current_players: 0, entry_fee: 0, min_tier: null, prize_pool: 100, created_date: at(-30), updated_date: at(-30), ...values } as Tournament;
}

const list = [tournament("soon", 1, 3), tournament("live", -1, 1), tournament("done", -5, -2, { prize_pool: 50.5 })];
const enrolled = new Set(["live"]);

describe("tournament hub grouping", () => {
  it("puts each tournament in the tab its dates give, and the pilot's entries in My Tournaments", () => {
    const ids = (tab: Parameters<typeof tournamentsInTab>[0]) => tournamentsInTab(tab, list, enrolled, NOW).map((t) => t.id);
    expect([ids("open"), ids("active"), ids("completed"), ids("mine")]).toEqual([["soon"], ["live"], ["done"], ["live"]]);
  });

  it("counts the stat tiles and sums the prize pools", () => {
    expect(hubStats(list, enrolled, NOW)).toEqual({ active: 1, open: 1, mine: 1, prizePools: 250.5 });
    expect([formatDollars(250.5), formatDollars(2750)]).toEqual(["$250.50", "$2,750"]);
  });

  it("locks a tournament above the pilot's tier, and one with any minimum for a pilot without a membership", () => {
    const commanders = tournament("c", 1, 2, { min_tier: "commander" });
    expect([isLocked(commanders, "explorer"), isLocked(commanders, "commander"), isLocked(commanders, "admiral")]).toEqual([true, false, false]);
    expect([isLocked(tournament("any", 1, 2), null), isLocked(tournament("cadets", 1, 2, { min_tier: "cadet" }), null)]).toEqual([false, true]);
  });

  it("takes a running Rank Boost over the membership's tier", () => {
    const user = { membership_tier: "cadet", inventory: { rank_boost_tier: "explorer", rank_boost_until: at(1) } } as User;
    expect(pilotTier(user, NOW)).toBe("explorer");
    expect(pilotTier({ ...user, inventory: { ...user.inventory, rank_boost_until: at(-1) } }, NOW)).toBe("cadet");
  });
});

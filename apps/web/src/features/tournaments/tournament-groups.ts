import { tierAtLeast, tournamentStateAt, type Tier, type Tournament, type User } from "@soundship/shared";

/** The hub's four tabs (SPEC.md section 2). */
export const HUB_TABS = [
  { value: "open", label: "Open", empty: "No tournaments open for entry" },
  { value: "active", label: "Active", empty: "No tournaments in progress" },
  { value: "completed", label: "Completed", empty: "No completed tournaments yet" },
  { value: "mine", label: "My Tournaments", empty: "You have not joined a tournament yet" },
] as const;

export type HubTab = (typeof HUB_TABS)[number]["value"];

const TAB_OF_STATE = { open: "open", in_progress: "active", completed: "completed" } as const;

/** The tournaments a tab lists, by the state the clock gives each (and the pilot's entries for My Tournaments). */
export function tournamentsInTab(tab: HubTab, tournaments: Tournament[], enrolled: ReadonlySet<string>, now: Date): Tournament[] {
  if (tab === "mine") return tournaments.filter((t) => enrolled.has(t.id));
  return tournaments.filter((t) => TAB_OF_STATE[tournamentStateAt(t, now)] === tab);
}

/** The four stat tiles: active, open for entry, my entries, total prize pools (dollars). */
export function hubStats(tournaments: Tournament[], enrolled: ReadonlySet<string>, now: Date) {
  return {
    active: tournamentsInTab("active", tournaments, enrolled, now).length,
    open: tournamentsInTab("open", tournaments, enrolled, now).length,
    mine: tournamentsInTab("mine", tournaments, enrolled, now).length,
    prizePools: tournaments.reduce((sum, t) => sum + t.prize_pool, 0),
  };
}

/** The tier the pilot holds now: a running Rank Boost, else the membership's (the server decides; this only gates the button). */
export function pilotTier(user: User, now: Date): Tier | null {
  const boost = user.inventory.rank_boost_tier;
  const until = user.inventory.rank_boost_until;
  if (boost && until && new Date(until) > now) return boost;
  return user.membership_tier;
}

/** Whether the pilot's tier is below the tournament's minimum: the card shows Locked and Upgrade to Join. */
export function isLocked(tournament: Tournament, tier: Tier | null): boolean {
  return tournament.min_tier !== null && !tierAtLeast(tier, tournament.min_tier);
}

/** Dollars as the hub shows them: '$1,250' (cents only when there are some). */
export function formatDollars(amount: number): string {
  return amount.toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 });
}

import { TIER_DEFINITIONS, UNLIMITED, type Tier } from "@soundship/shared";

/** SPEC.md section 6's perks of each tier, then its limits from section 9. */
const PERKS: Record<Tier, string[]> = {
  cadet: ["Beat, song and rap-on-beat battles", "Basic hangar customization"],
  explorer: ["Adds singer showdown and freestyle cipher", "Sound-reactive visuals", "Mythos Archive", "10% off wager fees"],
  commander: ["All battle modes", "Unlimited entries", "Create and host battles", "The Echo Forge", "Video Gallery submission", "Monthly Supernovas"],
  admiral: ["All Commander perks", "Guaranteed tournament entry", "Judge and Overseer panel access", "Direct developer feedback", "2x XP multiplier"],
};

/** What a tier card lists: its perks, then its monthly battle entries (unlimited ones are a perk already) and uploads. */
export function tierPerks(tier: Tier): string[] {
  const { battleEntriesPerMonth, uploadLimit } = TIER_DEFINITIONS[tier];
  const entries = battleEntriesPerMonth === UNLIMITED ? [] : [`${battleEntriesPerMonth} battle entries a month`];
  return [...PERKS[tier], ...entries, `${uploadLimit} uploads a period`];
}

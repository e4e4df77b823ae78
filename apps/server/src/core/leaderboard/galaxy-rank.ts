import { galaxyRankContract } from "@soundship/shared";
import { defineFunction } from "../functions/registry.ts";
import { standingOf } from "./leaderboard.ts";
import { PILOT_COUNT, runStatement } from "./statements.ts";

/** The Command Deck's Galaxy Rank and Total Pilots. */
export const galaxyRank = defineFunction({
  contract: galaxyRankContract,
  readOnly: true,
  async handler({ tx, pilot, clock }) {
    const [standing, pilots] = await Promise.all([standingOf(tx, "all_time", pilot.id, clock.now()), runStatement<{ pilots: number }>(tx, PILOT_COUNT, {})]);
    return { rank: standing?.rank ?? null, score: standing?.score ?? 0, battlesWon: standing?.battlesWon ?? 0, totalPilots: pilots[0]?.pilots ?? 0 };
  },
});

import { galaxyRankContract } from "@soundship/shared";
import { defineFunction } from "../functions/registry.ts";
import { standingOf } from "./leaderboard.ts";
import { PILOT_COUNT, runStatement } from "./statements.ts";

/** The Command Deck's Galaxy Rank, read for the pilot, and Total Pilots, the same for everyone (decisions/031). */
export const galaxyRank = defineFunction({
  contract: galaxyRankContract,
  readOnly: true,
  async handler({ tx, pilot, clock, sharedReads }) {
    const [standing, totalPilots] = await Promise.all([
      standingOf(tx, "all_time", pilot.id, clock.now()),
      sharedReads.read("pilot count", async () => (await runStatement<{ pilots: number }>(tx, PILOT_COUNT, {}))[0]?.pilots ?? 0),
    ]);
    return { rank: standing?.rank ?? null, score: standing?.score ?? 0, battlesWon: standing?.battlesWon ?? 0, totalPilots };
  },
});

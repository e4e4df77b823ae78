import { galaxyRankContract } from "@soundship/shared";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { defineFunction } from "../functions/registry.ts";
import { allTimeBoard } from "./boards.ts";
import { standingOf } from "./leaderboard.ts";

/**
 * Total Pilots, from the counter row that triggers on `users` keep (migration `board_counters`): one row read,
 * exact, and the same on every instance, where `count(*)` would visit every pilot on each view.
 */
export async function totalPilots(tx: Tx): Promise<number> {
  const { rows } = await tx.execute<{ pilots: number }>(sql`select pilots from pilot_count`);
  return rows[0]?.pilots ?? 0;
}

/** The Command Deck's Galaxy Rank and Total Pilots. */
export const galaxyRank = defineFunction({
  contract: galaxyRankContract,
  readOnly: true,
  async handler({ tx, pilot }) {
    const [standing, pilots] = await Promise.all([standingOf(tx, allTimeBoard, pilot.id), totalPilots(tx)]);
    return { rank: standing?.rank ?? null, score: standing?.score ?? 0, battlesWon: standing?.battlesWon ?? 0, totalPilots: pilots };
  },
});

import { getLeaderboardContract, type LeaderboardPeriod, type LeaderboardPlayer } from "@soundship/shared";
import type { Tx } from "../../db/client.ts";
import { defineFunction } from "../functions/registry.ts";
import type { SharedReads } from "../functions/shared-reads.ts";
import { seasonOf } from "../xp/season.ts";
import { BOARD_STATEMENTS, runStatement } from "./statements.ts";

type Row = Omit<LeaderboardPlayer, "rank"> & { rank?: number | null };
/** A pilot's place on a board; `rank` is null while their score is 0 or less. */
export type Standing = Omit<LeaderboardPlayer, "rank"> & { rank: number | null };

/**
 * A board's first `limit` pilots at `now`, ranked 1, 2, 3…: the order is total, so a position is a
 * rank. Shared with the other requests of the moment (`sharedReads`); callers must not change it.
 */
export function topPilots(tx: Tx, sharedReads: SharedReads, period: LeaderboardPeriod, limit: number, now: Date): Promise<LeaderboardPlayer[]> {
  const season = seasonOf(now).key;
  return sharedReads.read(period === "season" ? `top season ${season} ${limit}` : `top all_time ${limit}`, async () => {
    const rows = await runStatement<Row>(tx, BOARD_STATEMENTS[period].top, { limit, season });
    return rows.map((row, index) => ({ userId: row.userId, username: row.username, avatarUrl: row.avatarUrl, score: row.score, battlesWon: row.battlesWon, rank: index + 1 }));
  });
}

/** One pilot's place on a board at `now`, or null when they have no row there. */
export async function standingOf(tx: Tx, period: LeaderboardPeriod, userId: string, now: Date): Promise<Standing | null> {
  const [row] = await runStatement<Row>(tx, BOARD_STATEMENTS[period].standing, { me: userId, season: seasonOf(now).key });
  return row ? { userId: row.userId, username: row.username, avatarUrl: row.avatarUrl, score: row.score, battlesWon: row.battlesWon, rank: row.rank ?? null } : null;
}

/**
 * The Leaderboard page's read (SPEC.md section 7): the top pilots of the all-time or season board,
 * shared with the other requests of the moment, and the caller's own row, read for them now: a
 * pilot who just earned XP sees their new score and rank at once, beside the list or in it.
 */
export const getLeaderboard = defineFunction({
  contract: getLeaderboardContract,
  readOnly: true,
  async handler({ tx, pilot, clock, sharedReads }, { limit, period }) {
    const now = clock.now();
    const [players, standing] = await Promise.all([topPilots(tx, sharedReads, period, limit, now), standingOf(tx, period, pilot.id, now)]);
    const me: LeaderboardPlayer | null = standing?.rank ? { ...standing, rank: standing.rank } : null;
    const season = seasonOf(now);
    return { players, me, period, season: { startsAt: season.startsAt.toISOString(), endsAt: season.endsAt.toISOString() } };
  },
});

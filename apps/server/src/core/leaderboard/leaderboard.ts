import { getLeaderboardContract, type LeaderboardPeriod, type LeaderboardPlayer } from "@soundship/shared";
import type { Tx } from "../../db/client.ts";
import { defineFunction } from "../functions/registry.ts";
import { seasonOf } from "../xp/season.ts";
import { allTimeBoard, seasonBoard, standingQuery, topQuery, type Board } from "./boards.ts";

type Row = Omit<LeaderboardPlayer, "rank"> & { rank?: number | null };

/** The board of a period at `now`. */
export function boardOf(period: LeaderboardPeriod, now: Date): Board {
  return period === "season" ? seasonBoard(now) : allTimeBoard;
}

/** A board's first `limit` pilots, ranked 1, 2, 3…: the order is total, so a position is a rank. */
export async function topPilots(tx: Tx, board: Board, limit: number): Promise<LeaderboardPlayer[]> {
  const { rows } = await tx.execute<Row>(topQuery(board, limit));
  return rows.map((row, index) => ({ userId: row.userId, username: row.username, score: row.score, battlesWon: row.battlesWon, rank: index + 1 }));
}

/** One pilot's row on a board with their rank (null while unranked), or null if they have no row there. */
export async function standingOf(tx: Tx, board: Board, userId: string): Promise<(Omit<LeaderboardPlayer, "rank"> & { rank: number | null }) | null> {
  const { rows } = await tx.execute<Row>(standingQuery(board, userId));
  const row = rows[0];
  return row ? { userId: row.userId, username: row.username, score: row.score, battlesWon: row.battlesWon, rank: row.rank ?? null } : null;
}

/**
 * The Leaderboard page's read (SPEC.md section 7): the top pilots of the all-time or season board
 * and the caller's own row. The caller's rank costs a second query only when they are outside the
 * list, which is the one case the page shows it apart.
 */
export const getLeaderboard = defineFunction({
  contract: getLeaderboardContract,
  readOnly: true,
  async handler({ tx, pilot, clock }, { limit, period }) {
    const now = clock.now();
    const board = boardOf(period, now);
    const players = await topPilots(tx, board, limit);
    let me: LeaderboardPlayer | null = players.find((player) => player.userId === pilot.id) ?? null;
    if (!me && players.length === limit) {
      const standing = await standingOf(tx, board, pilot.id);
      me = standing?.rank ? { ...standing, rank: standing.rank } : null;
    }
    const season = seasonOf(now);
    return { players, me, period, season: { startsAt: season.startsAt.toISOString(), endsAt: season.endsAt.toISOString() } };
  },
});

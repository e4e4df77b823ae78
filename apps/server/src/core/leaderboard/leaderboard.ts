import { getLeaderboardContract, type ContractResult } from "@soundship/shared";
import { desc, asc, gt } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { defineFunction } from "../functions/registry.ts";

type LeaderboardPlayer = ContractResult<typeof getLeaderboardContract>["players"][number];

/**
 * The top pilots by score (XP), ties broken by wins, then the earliest sign-up. Pilots with no
 * score are unranked and not listed. `userId` is the pilot's id, not their e-mail: the board is
 * public and e-mail addresses are private (docs/decisions).
 */
export async function topPilots(tx: Tx, limit: number): Promise<LeaderboardPlayer[]> {
  const rows = await tx
    .select({ id: users.id, username: users.username, name: users.name, xp: users.xp, battlesWon: users.battlesWon })
    .from(users)
    .where(gt(users.xp, 0))
    .orderBy(desc(users.xp), desc(users.battlesWon), asc(users.createdAt), asc(users.id))
    .limit(limit);
  return rows.map((row) => ({ userId: row.id, username: row.username ?? row.name, score: row.xp, battlesWon: row.battlesWon }));
}

export const getLeaderboard = defineFunction({
  contract: getLeaderboardContract,
  async handler({ tx }, { limit }) {
    return { players: await topPilots(tx, limit) };
  },
});

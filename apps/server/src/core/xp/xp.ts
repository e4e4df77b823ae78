import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { effectiveTier } from "../membership/effective-tier.ts";

/**
 * Adds XP (the leaderboard score). Gains are doubled for admirals and doubled again while an XP
 * Multiplier runs; losses are not multiplied and stop at 0. Returns the change actually made.
 */
export async function grantXp(tx: Tx, userId: string, base: number, now: Date): Promise<number> {
  if (base === 0) return 0;
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!user) return 0;
  let amount = base;
  if (base > 0) {
    if (effectiveTier(user, now) === "admiral") amount *= 2;
    if (user.xpMultiplierUntil && user.xpMultiplierUntil > now) amount *= 2;
  } else {
    amount = Math.max(base, -user.xp);
  }
  await tx.update(users).set({ xp: user.xp + amount, updatedAt: sql`now()` }).where(eq(users.id, userId));
  return amount;
}

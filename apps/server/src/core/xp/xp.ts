import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { seasonScores, users, xpTransactions } from "../../db/schema.ts";
import { effectiveTier } from "../membership/effective-tier.ts";
import { seasonOf } from "./season.ts";

/** Why XP moved; `battle_win` also counts a win on the season board. */
export type XpReason = "quest_reward" | "card_effect" | "upload_bonus" | "battle_entry" | "battle_win" | "vote" | "tournament_win" | "other";

/** What an XP change is recorded as in the XP ledger. */
export interface XpEntry {
  reason: XpReason;
  /** The quest, card, track or battle the XP came from. */
  referenceId?: string | null;
}

/**
 * Adds XP (the leaderboard score). Gains are doubled for admirals and doubled again while an XP
 * Multiplier runs; losses are not multiplied and stop at 0. The change actually made is written to
 * the XP ledger and to the pilot's running total for the season of `now`, in the caller's
 * transaction, so xp always equals the sum of the ledger. Returns that change.
 */
export async function grantXp(tx: Tx, userId: string, base: number, now: Date, entry: XpEntry = { reason: "other" }): Promise<number> {
  if (!Number.isSafeInteger(base)) throw new Error(`XP amounts are whole numbers, got ${base}`);
  if (base === 0) return 0;
  // The row lock queues concurrent changes of one pilot, so each ledger row's xp_after is exact.
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!user) return 0;
  let amount = base;
  if (base > 0) {
    if (effectiveTier(user, now) === "admiral") amount *= 2;
    if (user.xpMultiplierUntil && user.xpMultiplierUntil > now) amount *= 2;
  } else {
    amount = Math.max(base, -user.xp);
  }
  if (amount === 0) return 0;
  const xp = user.xp + amount;
  await tx.update(users).set({ xp, updatedAt: sql`now()` }).where(eq(users.id, userId));
  await tx.insert(xpTransactions).values({ user_id: userId, amount, reason: entry.reason, reference_id: entry.referenceId ?? null, xp_after: xp, created_date: now });
  const won = entry.reason === "battle_win" ? 1 : 0;
  // A new season row copies the ban as the locked pilot row has it; a later ban or unban waits
  // for that lock, and its trigger on `users` then updates this row too.
  await tx
    .insert(seasonScores)
    .values({ season: seasonOf(now).key, user_id: userId, xp: amount, battles_won: won, signed_up_at: user.createdAt, banned: user.bannedAt !== null })
    .onConflictDoUpdate({
      target: [seasonScores.season, seasonScores.user_id],
      set: { xp: sql`${seasonScores.xp} + ${amount}`, battles_won: sql`${seasonScores.battles_won} + ${won}` },
    });
  return amount;
}

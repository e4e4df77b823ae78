import { battleEntriesPerMonth, pilotMonthStart, RULE_MESSAGES, UNLIMITED } from "@soundship/shared";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { queryRows, renderStatement } from "../../db/statements.ts";
import { battles, beatSubmissions, memberships, users } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import { effectiveTier } from "./effective-tier.ts";
import { rankedMembership, type MembershipRow } from "./ranked-membership.ts";

const ENTRY_MONTH_MS = 30 * 24 * 60 * 60 * 1000;

/** When a month of battle entries that starts at `from` ends (a 30-day month, also inside an annual period). */
export function entriesResetAfter(from: Date): Date {
  return new Date(from.getTime() + ENTRY_MONTH_MS);
}

/** Where an entry came from: the membership's monthly allowance, or a bonus entry (Battle Boost, luck card). */
export type EntrySource = "membership" | "bonus";

export interface BattleEntryAllowance {
  used: number;
  /** UNLIMITED (-1) for commander and admiral; FREE_BATTLE_ENTRIES without a membership. */
  limit: number;
}

/** Entries used this month: 0 once the month has rolled over, even before the next entry resets the counter. */
function usedThisMonth(membership: MembershipRow, now: Date): number {
  return membership.battle_entries_reset_at && membership.battle_entries_reset_at <= now ? 0 : membership.battle_entries_used;
}

/** The next reset after `now`, stepping whole 30-day months from the last one. */
function nextReset(membership: MembershipRow, now: Date): Date {
  let reset = membership.battle_entries_reset_at ?? now;
  while (reset <= now) reset = entriesResetAfter(reset);
  return reset;
}

/**
 * This month's battle entries of a pilot: used and the limit of the rank they hold now; without a
 * membership, the free entries of this calendar month (FREE_BATTLE_ENTRIES). `membership` is the
 * pilot's row if it holds a rank now (ranked-membership.ts), read by the caller, which reads it for more.
 */
export async function battleEntryAllowance(tx: Tx, user: typeof users.$inferSelect, membership: MembershipRow | undefined, now: Date): Promise<BattleEntryAllowance> {
  if (!membership) return { used: await entriesThisMonth(tx, user, now), limit: battleEntriesPerMonth(effectiveTier(user, now)) };
  return { used: usedThisMonth(membership, now), limit: battleEntriesPerMonth(effectiveTier(user, now)) };
}

/**
 * Uses one battle entry for the pilot, in the caller's transaction (the battle entry function
 * calls it before taking the fee): from the membership's monthly allowance (20 / 25 / unlimited by
 * the rank held now, counted in `battle_entries_used`, restarting every 30 days), then from a bonus
 * entry. Refuses when neither is left. Locks the pilot's row, so parallel entries cannot overdraw.
 */
export async function consumeBattleEntry(tx: Tx, userId: string, now: Date): Promise<EntrySource> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!user) throw new AppError("NOT_FOUND", "Pilot not found");
  const membership = await rankedMembership(tx, user.email, now, true);
  if (membership) {
    const limit = battleEntriesPerMonth(effectiveTier(user, now));
    const used = usedThisMonth(membership, now);
    if (limit === UNLIMITED || used < limit) {
      await tx
        .update(memberships)
        .set({ battle_entries_used: used + 1, battle_entries_reset_at: nextReset(membership, now), updated_date: now })
        .where(eq(memberships.id, membership.id));
      return "membership";
    }
  }
  if (user.bonusBattleEntries > 0) {
    await tx.update(users).set({ bonusBattleEntries: user.bonusBattleEntries - 1, updatedAt: sql`now()` }).where(eq(users.id, user.id));
    return "bonus";
  }
  throw new AppError("RULE_REFUSED", RULE_MESSAGES.battleEntriesUsed);
}

/**
 * Entries a pilot without a membership row (a free pilot, or a Rank Boost) made this calendar month,
 * in their timezone; tournament matches use no allowance, so they are not counted.
 */
export async function entriesThisMonth(tx: Tx, user: typeof users.$inferSelect, now: Date): Promise<number> {
  const [row] = await queryRows(tx, ENTRIES_SINCE, { email: user.email, since: pilotMonthStart(now, user.timezone).toISOString() });
  return (row?.n as number | undefined) ?? 0;
}

// Rendered once (db/statements.ts): the Command Deck reads it on every visit of a pilot without a membership.
const ENTRIES_SINCE = renderStatement(sql`select count(*)::int as n
  from ${beatSubmissions} join ${battles} on ${battles.id} = ${beatSubmissions.battle_id}
  where ${beatSubmissions.user_email} = ${sql.placeholder("email")} and ${beatSubmissions.created_date} >= ${sql.placeholder("since")}::timestamptz
    and ${battles.tournament_id} is null`);

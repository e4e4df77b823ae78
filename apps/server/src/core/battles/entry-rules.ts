import { BATTLE_MESSAGES, MESSAGES, TOURNAMENT_MESSAGES, UNLIMITED, battleEntriesPerMonth, battleStatusAt, discountedFee, type BattleType } from "@soundship/shared";
import { and, eq, gt } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { beatSubmissions, memberships, submissionRemovals, tournamentMatches, users } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import { entriesThisMonth } from "../membership/battle-entries.ts";
import { effectiveTier } from "../membership/effective-tier.ts";
import type { BattleRow } from "./battle-view.ts";
import { assertBattleMode } from "./host-tier.ts";

type UserRow = typeof users.$inferSelect;

/** How an allowed entry is paid for: the fee, and which allowance it uses up. */
export interface EntryPlan {
  fee: number;
  /**
   * `monthly` counts on the membership, `bonus` spends a Battle Boost or card entry; a tournament
   * match uses no allowance (docs/decisions/014).
   */
  allowance: "unlimited" | "monthly" | "bonus" | "tournament";
  membershipId: string | null;
}

/**
 * Decides whether `user` may enter `battle` now, refusing with the reason a person can act on:
 * the phase, hosting it, entering twice, the tier's battle modes, capacity, the month's entries
 * (then bonus entries) and the fee. The battle page asks it too, to say why Enter is unavailable.
 * Exact under parallel entries only while the caller holds the battle's and the pilot's row locks.
 */
export async function planEntry(tx: Tx, battle: BattleRow, user: UserRow, now: Date): Promise<EntryPlan> {
  const status = battleStatusAt(battle, now);
  if (status === "cancelled") throw new AppError("BATTLE_CLOSED", BATTLE_MESSAGES.cancelled);
  if (status === "upcoming") throw new AppError("BATTLE_CLOSED", BATTLE_MESSAGES.notYetOpen);
  if (status !== "active") throw new AppError("BATTLE_CLOSED", BATTLE_MESSAGES.entriesClosed);
  if (battle.tournament_id) return planMatchEntry(tx, battle, user);
  if (battle.host_email === user.email) throw new AppError("RULE_REFUSED", BATTLE_MESSAGES.hostCannotEnter);
  const [entered] = await tx
    .select({ id: beatSubmissions.id })
    .from(beatSubmissions)
    .where(and(eq(beatSubmissions.battle_id, battle.id), eq(beatSubmissions.user_email, user.email)));
  if (entered) throw new AppError("ALREADY_ENTERED", BATTLE_MESSAGES.alreadyEntered);
  const [removed] = await tx
    .select({ id: submissionRemovals.id })
    .from(submissionRemovals)
    .where(and(eq(submissionRemovals.battle_id, battle.id), eq(submissionRemovals.user_email, user.email)));
  if (removed) throw new AppError("RULE_REFUSED", BATTLE_MESSAGES.submissionRemoved);

  const tier = effectiveTier(user, now);
  assertBattleMode(tier, battle.battle_type as BattleType);
  if (battle.max_participants > 0 && battle.entrants >= battle.max_participants) {
    throw new AppError("BATTLE_FULL", BATTLE_MESSAGES.battleFull);
  }

  const fee = discountedFee(tier, battle.entry_fee);
  const plan = await allowanceFor(tx, user, battleEntriesPerMonth(tier), now);
  if (user.stardust < fee) throw new AppError("INSUFFICIENT_STARDUST", MESSAGES.insufficientStardust);
  return { fee, ...plan };
}

/**
 * A tournament match: only its two pilots, once each; no fee, no host, no tier mode check (the
 * tournament's minimum tier admitted them) and no battle entry used up.
 */
async function planMatchEntry(tx: Tx, battle: BattleRow, user: UserRow): Promise<EntryPlan> {
  const [match] = await tx
    .select({ a: tournamentMatches.pilot_a_email, b: tournamentMatches.pilot_b_email })
    .from(tournamentMatches)
    .where(eq(tournamentMatches.battle_id, battle.id));
  if (!match || (match.a !== user.email && match.b !== user.email)) throw new AppError("RULE_REFUSED", TOURNAMENT_MESSAGES.notYourMatch);
  const [entered] = await tx
    .select({ id: beatSubmissions.id })
    .from(beatSubmissions)
    .where(and(eq(beatSubmissions.battle_id, battle.id), eq(beatSubmissions.user_email, user.email)));
  if (entered) throw new AppError("ALREADY_ENTERED", BATTLE_MESSAGES.alreadyEntered);
  return { fee: 0, allowance: "tournament", membershipId: null };
}

/** The month's entries first (on the membership, else counted this calendar month), then a bonus entry. */
async function allowanceFor(tx: Tx, user: UserRow, limit: number, now: Date): Promise<Omit<EntryPlan, "fee">> {
  if (limit === UNLIMITED) return { allowance: "unlimited", membershipId: null };
  const [membership] = await tx
    .select({ id: memberships.id, used: memberships.battle_entries_used })
    .from(memberships)
    .where(and(eq(memberships.user_email, user.email), eq(memberships.status, "active"), gt(memberships.expires_at, now)));
  const used = membership ? membership.used : await entriesThisMonth(tx, user, now);
  if (used < limit) return { allowance: "monthly", membershipId: membership?.id ?? null };
  if (user.bonusBattleEntries > 0) return { allowance: "bonus", membershipId: null };
  const free = !membership && effectiveTier(user, now) === null;
  throw new AppError("NO_BATTLE_ENTRIES", free ? BATTLE_MESSAGES.noFreeEntriesLeft(limit) : BATTLE_MESSAGES.noEntriesLeft(limit));
}

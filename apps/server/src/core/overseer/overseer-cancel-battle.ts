import { overseerCancelBattleContract } from "@soundship/shared";
import { eq } from "drizzle-orm";
import { battles, beatSubmissions, users } from "../../db/schema.ts";
import { battleResults } from "../battles/battle-results.ts";
import { toBattleView } from "../battles/battle-view.ts";
import { AppError, notFound } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { postStardust } from "../ledger/ledger.ts";
import { advanceFromBattle } from "../tournaments/bracket.ts";
import { recordAudit } from "./audit.ts";
import { notificationMailer } from "../notifications/notification-mailer.ts";

/**
 * Cancels a battle that has not settled: the host's escrow and every entry fee go back through the
 * ledger (`battle_refund`, referencing the battle), and the battle is settled as cancelled. Lock
 * order as settlement: the battle row first, then the pilots in e-mail order. A second call, or ten
 * in parallel, waits on the battle row and then finds it settled; the ledger's unique key per pilot,
 * type and battle refuses a second refund regardless. A cancelled tournament match is decided as a
 * match nobody was judged in (the only entrant, else the higher seed, advances), so the bracket
 * goes on.
 */
export const overseerCancelBattle = defineFunction({
  contract: overseerCancelBattleContract,
  adminOnly: true,
  async handler({ tx, pilot: admin, clock, config }, { battle_id, reason }) {
    const now = clock.now();
    const [battle] = await tx.select().from(battles).where(eq(battles.id, battle_id)).for("update");
    if (!battle) throw notFound("Battle not found");
    if (battle.cancelled_at) throw new AppError("CONFLICT", "This battle is already cancelled");
    if (battle.settled_at) throw new AppError("CONFLICT", "This battle is already settled; its prize or refunds were paid");

    const entries = await tx.select().from(beatSubmissions).where(eq(beatSubmissions.battle_id, battle.id));
    const title = battle.title || "a battle";
    const refunds = [
      { user_email: battle.host_email, amount: battle.prize_pool, what: "Prize pool returned" },
      ...entries.map((entry) => ({ user_email: entry.user_email, amount: entry.fee_paid, what: "Entry fee returned" })),
    ]
      .filter((refund) => refund.amount > 0)
      .sort((a, b) => a.user_email.localeCompare(b.user_email));
    for (const refund of refunds) {
      const [pilot] = await tx.select({ id: users.id }).from(users).where(eq(users.email, refund.user_email));
      if (!pilot) throw new Error(`cancel: pilot ${refund.user_email} not found`);
      await postStardust(tx, { userId: pilot.id, amount: refund.amount, type: "battle_refund", referenceId: battle.id, description: `${refund.what}: ${title} was cancelled` });
    }
    const [cancelled] = await tx
      .update(battles)
      .set({ status: "cancelled", cancelled_at: now, cancel_reason: reason, settled_at: now, pot: 0, updated_date: now })
      .where(eq(battles.id, battle.id))
      .returning();
    // Match battles hold no fees or escrow, so no pilot was locked above: the tournament row comes
    // next, as in settlement (battle, tournament, pilots).
    if (battle.tournament_id) await advanceFromBattle(tx, battle, { ...(await battleResults(tx, battle)), winner: null }, now, notificationMailer(config));
    const [host] = await tx.select({ callsign: users.username, name: users.name }).from(users).where(eq(users.email, battle.host_email));
    await recordAudit(tx, {
      admin,
      action: "battle.cancel",
      targetType: "battle",
      targetId: battle.id,
      before: { status: battle.status, pot: battle.pot, entrants: battle.entrants },
      after: { status: "cancelled", pot: 0, refunds: refunds.map(({ user_email, amount }) => ({ user_email, amount })) },
      reason,
      at: now,
    });
    return {
      battle: toBattleView(cancelled!, host?.callsign ?? host?.name ?? "", now),
      refunds: refunds.map(({ user_email, amount }) => ({ user_email, amount })),
    };
  },
});

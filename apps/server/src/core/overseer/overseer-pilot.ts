import { OVERSEER_LEDGER_PAGE_SIZE, overseerPilotContract } from "@soundship/shared";
import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import { memberships, sessions, stardustTransactions, users } from "../../db/schema.ts";
import { notFound } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { toPilotRow } from "./pilot-row.ts";

/** One pilot: balance, XP, tier, membership, live sessions, and a page of their full ledger with its sum. */
export const overseerPilot = defineFunction({
  contract: overseerPilotContract,
  adminOnly: true,
  readOnly: true,
  async handler({ tx, clock }, { pilot_id, page }) {
    const now = clock.now();
    const [row] = await tx.select().from(users).where(eq(users.id, pilot_id));
    if (!row) throw notFound("Pilot not found");
    const [membership] = await tx.select().from(memberships).where(eq(memberships.user_email, row.email));
    const [live] = await tx.select({ n: count() }).from(sessions).where(and(eq(sessions.userId, row.id), gt(sessions.expiresAt, now)));
    const [totals] = await tx
      .select({ rows: count(), sum: sql<number>`coalesce(sum(${stardustTransactions.amount}), 0)::int` })
      .from(stardustTransactions)
      .where(eq(stardustTransactions.user_email, row.email));
    const transactions = await tx
      .select()
      .from(stardustTransactions)
      .where(eq(stardustTransactions.user_email, row.email))
      .orderBy(desc(stardustTransactions.created_date), desc(stardustTransactions.id))
      .limit(OVERSEER_LEDGER_PAGE_SIZE)
      .offset(page * OVERSEER_LEDGER_PAGE_SIZE);
    return {
      pilot: { ...toPilotRow(row, now), battles_won: row.battlesWon, active_sessions: live!.n },
      membership: membership
        ? {
            tier: membership.tier,
            billing_cycle: membership.billing_cycle,
            status: membership.status,
            started_at: membership.started_at.toISOString(),
            expires_at: membership.expires_at.toISOString(),
          }
        : null,
      ledger: {
        transactions: transactions.map((t) => ({ ...t, created_date: t.created_date.toISOString(), updated_date: t.updated_date.toISOString() })),
        total: totals!.rows,
        page,
        page_size: OVERSEER_LEDGER_PAGE_SIZE,
        sum: Number(totals!.sum),
      },
    };
  },
});

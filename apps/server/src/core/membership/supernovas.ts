import { monthlySupernovas, type Tier } from "@soundship/shared";
import { and, eq, gt, inArray, notExists, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { memberships, supernovaTransactions, users } from "../../db/schema.ts";

/** The month a grant is for, in UTC ('2026-11'). */
const grantPeriod = (now: Date) => now.toISOString().slice(0, 7);

/**
 * Grants this month's Supernovas to a commander or admiral, once per month: the grant row is unique
 * per pilot and month, and the pilot's row is locked so the balance and its ledger move together.
 * Returns the amount granted (0 when not due).
 */
export async function grantMonthlySupernovas(tx: Tx, email: string, tier: Tier, now: Date): Promise<number> {
  const amount = monthlySupernovas(tier);
  if (amount === 0) return 0;
  const [pilot] = await tx.select({ supernovas: users.supernovas }).from(users).where(eq(users.email, email)).for("update");
  if (!pilot) return 0;
  const inserted = await tx
    .insert(supernovaTransactions)
    .values({ user_email: email, amount, reason: "monthly_grant", period: grantPeriod(now), balance_after: pilot.supernovas + amount, created_by: email })
    .onConflictDoNothing()
    .returning({ id: supernovaTransactions.id });
  if (inserted.length === 0) return 0;
  await tx.update(users).set({ supernovas: pilot.supernovas + amount, updatedAt: sql`now()` }).where(eq(users.email, email));
  return amount;
}

/** Grants the month's Supernovas to every active commander and admiral not yet granted; safe on every instance at once. */
export async function grantDueSupernovas(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ email: memberships.user_email, tier: memberships.tier })
    .from(memberships)
    .where(
      and(
        eq(memberships.status, "active"),
        gt(memberships.expires_at, now),
        inArray(memberships.tier, ["commander", "admiral"]),
        notExists(
          db
            .select({ id: supernovaTransactions.id })
            .from(supernovaTransactions)
            .where(
              and(
                eq(supernovaTransactions.user_email, memberships.user_email),
                eq(supernovaTransactions.reason, "monthly_grant"),
                eq(supernovaTransactions.period, grantPeriod(now)),
              ),
            ),
        ),
      ),
    );
  let granted = 0;
  for (const { email, tier } of due) {
    granted += await db.transaction((tx) => grantMonthlySupernovas(tx, email, tier as Tier, now));
  }
  return granted;
}

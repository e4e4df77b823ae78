import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { memberships, users } from "../../db/schema.ts";
import { publishToPilot } from "../live/publish.ts";

/**
 * Ends every membership whose period ran out without a renewal: status expired and the pilot's
 * tier dropped (a running Rank Boost is kept apart and still counts). Each one is its own
 * transaction that locks the pilot first, as subscribing does, and re-checks the expiry under the
 * lock, so a renewal that lands meanwhile wins and several instances may run this at once.
 */
export async function expireMemberships(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: memberships.id, email: memberships.user_email })
    .from(memberships)
    .where(and(eq(memberships.status, "active"), lte(memberships.expires_at, now)));
  let expired = 0;
  for (const { id, email } of due) {
    expired += await db.transaction(async (tx) => {
      const [pilot] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).for("update");
      const ended = await tx
        .update(memberships)
        .set({ status: "expired", updated_date: now })
        .where(and(eq(memberships.id, id), eq(memberships.status, "active"), lte(memberships.expires_at, now)))
        .returning({ id: memberships.id });
      if (ended.length === 0) return 0;
      await tx.update(users).set({ membershipTier: null, updatedAt: sql`now()` }).where(eq(users.email, email));
      if (pilot) await publishToPilot(tx, pilot.id, "membership", { tier: null });
      return 1;
    });
  }
  return expired;
}

import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { memberships } from "../../db/schema.ts";

export type MembershipRow = typeof memberships.$inferSelect;

/** Whether a pilot's membership row holds a rank now: active and not past its expiry. */
export function holdsRank(membership: MembershipRow | undefined, now: Date): membership is MembershipRow {
  return membership !== undefined && membership.status === "active" && membership.expires_at > now;
}

/**
 * The pilot's membership if it holds a rank now (a pilot has one row at most), locked for the
 * caller's transaction with `lock`; undefined otherwise.
 */
export async function rankedMembership(tx: Tx, email: string, now: Date, lock = false): Promise<MembershipRow | undefined> {
  const query = tx.select().from(memberships).where(eq(memberships.user_email, email));
  const [row] = lock ? await query.for("update") : await query;
  return holdsRank(row, now) ? row : undefined;
}

import { monthlyPrizePool, type BillingCycle, type Tier } from "@soundship/shared";
import { and, count, eq, gt } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { memberships } from "../../db/schema.ts";

/** The monthly galactic prize pool in whole dollars, from the memberships active now (SPEC.md section 9). */
export async function currentPrizePool(tx: Tx, now: Date): Promise<number> {
  const groups = await tx
    .select({ tier: memberships.tier, billing_cycle: memberships.billing_cycle, count: count() })
    .from(memberships)
    .where(and(eq(memberships.status, "active"), gt(memberships.expires_at, now)))
    .groupBy(memberships.tier, memberships.billing_cycle);
  return monthlyPrizePool(groups.map((group) => ({ ...group, tier: group.tier as Tier, billing_cycle: group.billing_cycle as BillingCycle })));
}

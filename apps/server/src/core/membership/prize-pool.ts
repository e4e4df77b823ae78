import { monthlyPrizePool, type BillingCycle, type Tier } from "@soundship/shared";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { membershipCounts, memberships } from "../../db/schema.ts";

/**
 * The monthly galactic prize pool in whole dollars, from the memberships active now (SPEC.md
 * section 9): the active ones per tier and cycle as the triggers count them, less those whose end
 * has passed but that the upkeep (every minute) has not expired yet, read off the status and
 * expiry index. Counting every member instead read each of them on every view.
 */
export async function currentPrizePool(tx: Tx, now: Date): Promise<number> {
  const result = await tx.execute(sql`
    select c.tier, c.billing_cycle, (c.active - coalesce(l.lapsed, 0))::int as count
    from ${membershipCounts} c
    left join (
      select tier, billing_cycle, count(*) as lapsed from ${memberships}
      where status = 'active' and expires_at <= ${now.toISOString()}::timestamptz
      group by tier, billing_cycle) l on l.tier = c.tier and l.billing_cycle = c.billing_cycle
    order by c.tier, c.billing_cycle`);
  const groups = (result as unknown as { rows: { tier: string; billing_cycle: string; count: number }[] }).rows;
  return monthlyPrizePool(groups.map((group) => ({ ...group, tier: group.tier as Tier, billing_cycle: group.billing_cycle as BillingCycle })));
}

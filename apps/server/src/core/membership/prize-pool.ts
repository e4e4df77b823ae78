import { monthlyPrizePool, type BillingCycle, type Tier } from "@soundship/shared";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { membershipCounts, memberships } from "../../db/schema.ts";
import { queryRows, renderStatement } from "../../db/statements.ts";

/**
 * The monthly galactic prize pool in whole dollars, from the memberships active now (SPEC.md
 * section 9): the active ones per tier and cycle as the triggers count them, less those whose end
 * has passed but that the upkeep (every minute) has not expired yet, read off the status and
 * expiry index. Counting every member instead read each of them on every view.
 */
export async function currentPrizePool(tx: Tx, now: Date): Promise<number> {
  const groups = (await queryRows(tx, PRIZE_POOL, { now: now.toISOString() })) as { tier: Tier; billing_cycle: BillingCycle; count: number }[];
  return monthlyPrizePool(groups);
}

// Rendered once (db/statements.ts): Membership HQ and the Command Deck read it on every visit.
const PRIZE_POOL = renderStatement(sql`
  select c.tier, c.billing_cycle, (c.active - coalesce(l.lapsed, 0))::int as count
  from ${membershipCounts} c
  left join (
    select tier, billing_cycle, count(*) as lapsed from ${memberships}
    where status = 'active' and expires_at <= ${sql.placeholder("now")}::timestamptz
    group by tier, billing_cycle) l on l.tier = c.tier and l.billing_cycle = c.billing_cycle
  order by c.tier, c.billing_cycle`);

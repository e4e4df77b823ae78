import { BATTLE_STATUSES, TIERS, TOURNAMENT_STATES, overseerOverviewContract } from "@soundship/shared";
import { and, count, eq, gt, isNotNull, sql } from "drizzle-orm";
import { battles, memberships, reports, stardustTransactions, tournaments, users } from "../../db/schema.ts";
import { timestampSql } from "../battles/battle-view.ts";
import { defineFunction } from "../functions/registry.ts";
import { tournamentStateSql } from "../tournaments/tournament-tick.ts";

const zeroes = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** The platform at a glance, open reports included; battles and tournaments by the clock's status, as every read shows them. */
export const overseerOverview = defineFunction({
  contract: overseerOverviewContract,
  adminOnly: true,
  readOnly: true,
  async handler({ tx, clock }) {
    const now = clock.now();
    const at = timestampSql(now);
    // Balances and the ledger's sum in one statement, so both come from one snapshot: a purchase
    // committing between two reads would otherwise show books that do not balance.
    const [pilots] = await tx
      .select({
        all: count(),
        banned: sql<number>`count(*) filter (where ${isNotNull(users.bannedAt)})::int`,
        stardust: sql<number>`coalesce(sum(${users.stardust}), 0)::bigint`,
        ledger: sql<number>`(select coalesce(sum(${stardustTransactions.amount}), 0) from ${stardustTransactions})::bigint`,
      })
      .from(users);
    const tiers = await tx
      .select({ tier: memberships.tier, n: count() })
      .from(memberships)
      .where(and(eq(memberships.status, "active"), gt(memberships.expires_at, now)))
      .groupBy(memberships.tier);
    const battleCounts = await tx
      .select({
        status: sql<string>`case when ${battles.cancelled_at} is not null then 'cancelled'
          when ${battles.start_time} > ${at} then 'upcoming'
          when ${battles.end_time} > ${at} then 'active'
          when ${battles.voting_end_time} > ${at} then 'voting'
          else 'completed' end`,
        n: count(),
      })
      .from(battles)
      .groupBy(sql`1`);
    const tournamentCounts = await tx
      .select({
        state: tournamentStateSql(now),
        n: count(),
      })
      .from(tournaments)
      .groupBy(sql`1`);
    const [openReports] = await tx.select({ n: count() }).from(reports).where(eq(reports.status, "open"));

    const circulation = Number(pilots!.stardust);
    const sum = Number(pilots!.ledger);
    const byTier = zeroes(TIERS);
    for (const row of tiers) if (row.tier in byTier) byTier[row.tier as keyof typeof byTier] = row.n;
    const byStatus = zeroes(BATTLE_STATUSES);
    for (const row of battleCounts) byStatus[row.status as keyof typeof byStatus] = row.n;
    const byState = zeroes(TOURNAMENT_STATES);
    for (const row of tournamentCounts) byState[row.state as keyof typeof byState] = row.n;
    return {
      pilots: pilots!.all,
      banned_pilots: Number(pilots!.banned),
      memberships: byTier,
      stardust: { circulation, ledger: sum, balanced: circulation === sum },
      battles: byStatus,
      tournaments: byState,
      open_reports: openReports!.n,
    };
  },
});

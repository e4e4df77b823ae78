import { monthlyPrizePool, type BillingCycle, type Tier } from "@soundship/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentPrizePool } from "../../src/core/membership/prize-pool.ts";
import { startServer, type TestServer } from "../helpers/server.ts";

// The prize pool from the counts kept by triggers (less the memberships past their end the upkeep
// has not expired yet) against the plain count of every active membership, through sign-ups,
// expiries, changes of tier and cycle, and deletions. Run on the embedded database and, with
// DATABASE_URL set, on PostgreSQL.
let server: TestServer;
const base = new Date("2026-12-01T12:00:00Z");

beforeAll(async () => {
  server = await startServer();
  await server.database.db.execute(sql`insert into users (id, full_name, email) select 'pp-' || i, 'Member ' || i, 'pp' || i || '@pool.test' from generate_series(1, 300) i`);
});
afterAll(() => server?.close());

/** The plain computation: every active membership not past its end, counted now. */
async function plainPool(now: Date): Promise<number> {
  const rows = await server.database.db.execute<{ tier: Tier; billing_cycle: BillingCycle; count: number }>(sql`
    select tier, billing_cycle, count(*)::int as count from memberships where status = 'active' and expires_at > ${now.toISOString()}::timestamptz group by tier, billing_cycle`);
  return monthlyPrizePool(rows.rows);
}

const keptPool = (now: Date) => server.database.db.transaction((tx) => currentPrizePool(tx, now));
const run = (statement: ReturnType<typeof sql>) => server.database.db.execute(statement);

describe("the prize pool", () => {
  it.each<[string, () => Promise<unknown>]>([
    ["with no members", async () => undefined],
    [
      "after 200 sign-ups of every tier and cycle, some already past their end",
      () => run(sql`insert into memberships (user_email, tier, billing_cycle, status, started_at, expires_at)
        select 'pp' || i || '@pool.test', (array['cadet', 'explorer', 'commander', 'admiral'])[1 + i % 4], (array['monthly', 'annual'])[1 + i % 3 % 2],
               case when i % 9 = 0 then 'expired' when i % 13 = 0 then 'canceled' else 'active' end,
               ${base.toISOString()}::timestamptz - interval '10 days', ${base.toISOString()}::timestamptz + make_interval(hours => i - 40)
        from generate_series(1, 200) i`),
    ],
    ["after the upkeep expires those past their end", () => run(sql`update memberships set status = 'expired' where status = 'active' and expires_at <= ${base.toISOString()}::timestamptz`)],
    ["after upgrades and cycle changes", () => run(sql`update memberships set tier = 'admiral', billing_cycle = 'annual' where right(user_email, 11) like '%7@pool.test'`)],
    ["after renewals of expired ones", () => run(sql`update memberships set status = 'active', expires_at = expires_at + interval '30 days' where status = 'expired' and right(split_part(user_email, '@', 1), 1) = '3'`)],
    ["after deletions", () => run(sql`delete from memberships where split_part(user_email, '@', 1) like '%5'`)],
  ])("agrees with the plain count %s", async (_when, change) => {
    await change();
    for (const hours of [-48, 0, 24, 200]) {
      const now = new Date(base.getTime() + hours * 3_600_000);
      expect(await keptPool(now), `${hours} h`).toBe(await plainPool(now));
    }
    const counts = await run(sql`
      select tier, billing_cycle, active as count from membership_counts where active <> 0
      except select tier, billing_cycle, count(*)::int from memberships where status = 'active' group by tier, billing_cycle`);
    expect(counts.rows).toEqual([]);
  });
});

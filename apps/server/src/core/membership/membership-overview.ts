import { membershipOverviewContract } from "@soundship/shared";
import { sql } from "drizzle-orm";
import { memberships, users } from "../../db/schema.ts";
import { queryRows, renderStatement, tableRow, type DriverRow } from "../../db/statements.ts";
import { AppError } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { uploadQuotaWith } from "./upload-quota.ts";
import { battleEntryAllowance } from "./battle-entries.ts";
import { holdsRank } from "./ranked-membership.ts";
import { effectiveTier } from "./effective-tier.ts";
import { toMembershipJson } from "./membership-json.ts";
import { currentPrizePool } from "./prize-pool.ts";
import { paymentProvider } from "./stripe-provider.ts";

/** Membership HQ's data: the caller's membership and allowances, the prize pool and the checkout in use. */
export const membershipOverview = defineFunction({
  contract: membershipOverviewContract,
  readOnly: true,
  async handler({ tx, pilot, clock, config }) {
    const now = clock.now();
    const [row] = await queryRows(tx, PILOT_AND_MEMBERSHIP, { id: pilot.id });
    if (!row) throw new AppError("NOT_FOUND", "Pilot not found");
    const user = userRow(row);
    // A pilot has one membership row at most: read once, it also tells both allowances whether it holds a rank.
    const membership = row.membership ? membershipRow(row.membership as DriverRow) : undefined;
    const ranked = holdsRank(membership, now) ? membership : undefined;
    const uploads = await uploadQuotaWith(tx, user, ranked, now);
    return {
      membership: membership ? toMembershipJson(membership) : null,
      tier: effectiveTier(user, now),
      battle_entries: await battleEntryAllowance(tx, user, ranked, now),
      uploads: { used: uploads.used, limit: uploads.limit },
      prize_pool: await currentPrizePool(tx, now),
      provider: paymentProvider(config).kind,
    };
  },
});

// Rendered once (db/statements.ts): the Command Deck asks on every visit, and building its reads with
// the query builder cost more of its CPU than PostgreSQL's answers; each round trip to the database
// costs a system call or two more. The membership comes as its row's JSON, which its columns' own
// mappers read as they read the driver's values (test/membership/subscribe.test.ts).
const PILOT_AND_MEMBERSHIP = renderStatement(sql`select ${users}.*,
    (select row_to_json(m) from ${memberships} m where m.user_email = ${users.email}) as membership
  from ${users} where ${users.id} = ${sql.placeholder("id")}`);
const userRow = tableRow(users);
const membershipRow = tableRow(memberships);

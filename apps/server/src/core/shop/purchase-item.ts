import { RANK_BOOST_DAYS_WITHOUT_MEMBERSHIP, RULE_MESSAGES, SHOP_ITEMS, XP_MULTIPLIER_HOURS, purchaseItemContract } from "@soundship/shared";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { memberships, users } from "../../db/schema.ts";
import { queryRows, renderStatement, tableRow, type Statement } from "../../db/statements.ts";
import { AppError } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { postStardust } from "../ledger/ledger.ts";
import { publishToPilot } from "../live/publish.ts";
import { effectiveTier, nextTier } from "../membership/effective-tier.ts";
import { recordQuestEvent } from "../quests/quest-events.ts";
import { toUserJson } from "../users/user-json.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type UserRow = typeof users.$inferSelect;

/**
 * Buys a shop item with real Stardust: the debit goes through the ledger ('Insufficient Stardust!'
 * is decided there, under the pilot's row lock) and the item is granted in the same transaction.
 */
export const purchaseItem = defineFunction({
  contract: purchaseItemContract,
  async handler({ tx, pilot, clock }, { item_id }) {
    const now = clock.now();
    const item = SHOP_ITEMS.find((candidate) => candidate.id === item_id)!;
    if (item.id === "stardust_vault") throw new AppError("PAYMENT_REQUIRED", RULE_MESSAGES.vaultNeedsPayment);
    const [row] = await queryRows(tx, LOCK_USER, { userId: pilot.id });
    if (!row) throw new AppError("NOT_AUTHENTICATED", "Sign in to continue");
    const user = userRow(row);
    const grant = await grantFor(tx, user, item.id, now);

    const posting = await postStardust(tx, {
      userId: user.id,
      amount: -item.cost,
      type: "purchase",
      referenceId: item.id,
      description: `Purchased ${item.name}`,
    });
    const [after] = await queryRows(tx, grantStatement(grant), { ...driverValues(grant), userId: user.id });
    await recordQuestEvent(tx, user.id, "purchase", now);
    await publishToPilot(tx, user.id, item.id === "rank_boost" ? "membership" : "inventory", { item: item.id });
    const json = toUserJson(userRow(after!), now);
    return { stardust: posting.balance, inventory: json.inventory, item: item.id, user: json };
  },
});

// A purchase's statements, rendered once (db/statements.ts): buying is among the hottest writes.
const LOCK_USER = renderStatement(sql`select * from ${users} where ${users.id} = ${sql.placeholder("userId")} for update`);
const userRow = tableRow(users);

/** `update users set <the grant's columns> … returning *`, rendered once per set of columns. */
const grantStatements = new Map<string, Statement>();
function grantStatement(grant: Partial<UserRow>): Statement {
  const columns = Object.keys(grant) as (keyof UserRow)[];
  const key = columns.join();
  let statement = grantStatements.get(key);
  if (!statement) {
    const sets = columns.map((column) => sql`${sql.identifier(users[column].name)} = ${sql.placeholder(column)}`);
    statement = renderStatement(
      sql`update ${users} set ${sql.join(sets, sql`, `)}, updated_date = now() where ${users.id} = ${sql.placeholder("userId")} returning *`,
    );
    grantStatements.set(key, statement);
  }
  return statement;
}

/** The grant's values as the driver takes them (a Date as its ISO text), by each column's own mapper. */
function driverValues(grant: Partial<UserRow>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(grant).map(([column, value]) => [column, value === null ? null : users[column as keyof UserRow].mapToDriverValue(value as never)]),
  );
}

/** The columns an item changes, decided before any Stardust moves so a refusal costs nothing. */
async function grantFor(tx: Tx, user: UserRow, itemId: string, now: Date): Promise<Partial<UserRow>> {
  switch (itemId) {
    case "battle_boost":
      return { bonusBattleEntries: user.bonusBattleEntries + 1 };
    case "shield_pack":
      return { shields: user.shields + 1 };
    case "lucky_draw":
      return { extraDraws: user.extraDraws + 1 };
    case "xp_multiplier": {
      // A second multiplier extends the running one rather than being wasted.
      const from = user.xpMultiplierUntil && user.xpMultiplierUntil > now ? user.xpMultiplierUntil : now;
      return { xpMultiplierUntil: new Date(from.getTime() + XP_MULTIPLIER_HOURS * HOUR_MS) };
    }
    case "rank_boost": {
      const next = nextTier(effectiveTier(user, now));
      if (!next) throw new AppError("RULE_REFUSED", RULE_MESSAGES.highestRank);
      const [membership] = await tx
        .select({ expiresAt: memberships.expires_at })
        .from(memberships)
        .where(and(eq(memberships.user_email, user.email), eq(memberships.status, "active"), gt(memberships.expires_at, now)));
      const until = membership?.expiresAt ?? new Date(now.getTime() + RANK_BOOST_DAYS_WITHOUT_MEMBERSHIP * DAY_MS);
      return { rankBoostTier: next, rankBoostUntil: until };
    }
    default:
      throw new AppError("VALIDATION_FAILED", `Unknown item ${itemId}`);
  }
}

import { firstOrdersContract, type FirstOrder } from "@soundship/shared";
import { sql, type SQL } from "drizzle-orm";
import { beatSubmissions, uploads, users, votes } from "../../db/schema.ts";
import { queryRows, renderStatement } from "../../db/statements.ts";
import { AppError } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";

/** A pilot's first week aboard, when the Command Deck welcomes them as new. */
export const FIRST_WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** How many of each thing a first order asks for. */
export const FIRST_ORDER_GOALS: Record<FirstOrder, number> = { upload: 1, enter_battle: 1, judge_three: 3 };

/**
 * The Command Deck's first orders — upload a track, enter a battle, judge three entries — each
 * counted from the pilot's own records, so an order is done exactly when the thing is. Uploads are
 * counted from the upload log, which outlives a deleted track.
 */
export const firstOrders = defineFunction({
  contract: firstOrdersContract,
  readOnly: true,
  async handler({ tx, pilot, clock }) {
    const [row] = await queryRows(tx, FIRST_ORDER_COUNTS, { id: pilot.id, email: pilot.email, ...FIRST_ORDER_GOALS });
    if (!row) throw new AppError("NOT_AUTHENTICATED", "Sign in to continue");
    const counts: Record<FirstOrder, number> = { upload: row.upload as number, enter_battle: row.enter_battle as number, judge_three: row.judge_three as number };
    const orders = (Object.keys(FIRST_ORDER_GOALS) as FirstOrder[]).map((order) => {
      const goal = FIRST_ORDER_GOALS[order];
      return { order, progress: Math.min(goal, counts[order]), goal, done: counts[order] >= goal };
    });
    const joined = users.createdAt.mapFromDriverValue(row.joined as string) as Date;
    return { orders, first_week: clock.now().getTime() - joined.getTime() < FIRST_WEEK_MS };
  },
});

/**
 * The pilot's joining time and each order's count, in one round trip, each counted only up to its
 * goal (all an order shows): a judge's votes, say, are thousands, of which three matter. Rendered
 * once (db/statements.ts): the Command Deck asks on every visit.
 */
const upTo = (goal: string, rows: SQL) => sql`(select count(*) from (${rows} limit ${sql.placeholder(goal)}) counted)::int`;
const FIRST_ORDER_COUNTS = renderStatement(sql`select ${users.createdAt} as joined,
    ${upTo("upload", sql`select 1 from ${uploads} where ${uploads.user_email} = ${sql.placeholder("email")} and ${uploads.status} = 'complete'`)} as upload,
    ${upTo("enter_battle", sql`select 1 from ${beatSubmissions} where ${beatSubmissions.user_email} = ${sql.placeholder("email")}`)} as enter_battle,
    ${upTo("judge_three", sql`select 1 from ${votes} where ${votes.voter_email} = ${sql.placeholder("email")}`)} as judge_three
  from ${users} where ${users.id} = ${sql.placeholder("id")}`);

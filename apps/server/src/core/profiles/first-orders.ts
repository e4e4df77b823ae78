import { firstOrdersContract, type FirstOrder } from "@soundship/shared";
import { and, count, eq } from "drizzle-orm";
import { beatSubmissions, uploads, users, votes } from "../../db/schema.ts";
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
    const [user] = await tx.select({ joined: users.createdAt }).from(users).where(eq(users.id, pilot.id));
    if (!user) throw new AppError("NOT_AUTHENTICATED", "Sign in to continue");
    const [[uploaded], [entered], [judged]] = await Promise.all([
      tx.select({ n: count() }).from(uploads).where(and(eq(uploads.user_email, pilot.email), eq(uploads.status, "complete"))),
      tx.select({ n: count() }).from(beatSubmissions).where(eq(beatSubmissions.user_email, pilot.email)),
      tx.select({ n: count() }).from(votes).where(eq(votes.voter_email, pilot.email)),
    ]);
    const counts: Record<FirstOrder, number> = { upload: uploaded?.n ?? 0, enter_battle: entered?.n ?? 0, judge_three: judged?.n ?? 0 };
    const orders = (Object.keys(FIRST_ORDER_GOALS) as FirstOrder[]).map((order) => {
      const goal = FIRST_ORDER_GOALS[order];
      return { order, progress: Math.min(goal, counts[order]), goal, done: counts[order] >= goal };
    });
    return { orders, first_week: clock.now().getTime() - user.joined.getTime() < FIRST_WEEK_MS };
  },
});

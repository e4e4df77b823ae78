import { LIVE_EVENT_KINDS, markNotificationsReadContract } from "@soundship/shared";
import { and, count, eq, inArray, not } from "drizzle-orm";
import { notifications, users } from "../../db/schema.ts";
import { defineFunction } from "../functions/registry.ts";
import { publishToPilot } from "../live/publish.ts";

/**
 * Marks the caller's notifications read (those named, or all) and answers how many stay unread.
 * The pilot's row is locked first, so parallel calls of one pilot queue and each answers the count
 * as its own commit leaves it. Ids of other pilots' notifications change nothing.
 */
export const markNotificationsRead = defineFunction({
  contract: markNotificationsReadContract,
  async handler({ tx, pilot, clock }, input) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, pilot.id)).for("update");
    const mine = eq(notifications.user_email, pilot.email);
    const chosen = input.ids ? and(mine, inArray(notifications.id, input.ids)) : mine;
    const changed = await tx
      .update(notifications)
      .set({ read: true, updated_date: clock.now() })
      .where(and(chosen, not(notifications.read)))
      .returning({ id: notifications.id });
    const [row] = await tx.select({ n: count() }).from(notifications).where(and(mine, not(notifications.read)));
    const unread = row?.n ?? 0;
    // Other tabs of the pilot update their bell.
    if (changed.length) await publishToPilot(tx, pilot.id, LIVE_EVENT_KINDS.notificationsRead, { unread });
    return { unread };
  },
});

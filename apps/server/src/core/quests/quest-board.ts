import { nextReset, QUEST_TYPES, questPeriod, questBoardContract } from "@soundship/shared";
import { and, desc, eq, inArray } from "drizzle-orm";
import { questProgress, quests, users } from "../../db/schema.ts";
import { ENTITIES } from "../entities/definitions.ts";
import { readable } from "../entities/private-fields.ts";
import { jsonRow } from "../functions/json-row.ts";
import { defineFunction } from "../functions/registry.ts";

/**
 * The Quest Bay in one read: active quests, newest first, each with the pilot's progress in its
 * current period, and when the daily and weekly periods reset for this pilot.
 */
export const questBoard = defineFunction({
  contract: questBoardContract,
  readOnly: true,
  async handler({ tx, pilot, clock }, { quest_type }) {
    const now = clock.now();
    const [{ timezone }] = (await tx.select({ timezone: users.timezone }).from(users).where(eq(users.id, pilot.id))) as [{ timezone: string }];
    const active = await tx
      .select()
      .from(quests)
      .where(and(eq(quests.is_active, true), quest_type ? eq(quests.quest_type, quest_type) : undefined))
      .orderBy(desc(quests.created_date), desc(quests.id));
    const periods = [...new Set(QUEST_TYPES.map((type) => questPeriod(type, now, timezone)))];
    const progress = await tx
      .select()
      .from(questProgress)
      .where(and(eq(questProgress.user_email, pilot.email), inArray(questProgress.period, periods)));
    return {
      quests: active.map((quest) => {
        const period = questPeriod(quest.quest_type, now, timezone);
        const mine = progress.find((row) => row.quest_id === quest.id && row.period === period);
        return { ...readable(ENTITIES.Quest, pilot, jsonRow(quest)), period, progress: mine?.progress ?? 0, count: mine?.count ?? 0, claimed: mine?.claimed ?? false };
      }),
      resets: { daily: nextReset("daily", now, timezone).toISOString(), weekly: nextReset("weekly", now, timezone).toISOString() },
      timezone,
    };
  },
});

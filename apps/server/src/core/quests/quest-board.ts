import { nextReset, QUEST_TYPES, questPeriod, questBoardContract } from "@soundship/shared";
import { sql } from "drizzle-orm";
import { questProgress, quests, users } from "../../db/schema.ts";
import { queryRows, renderStatement, tableRow } from "../../db/statements.ts";
import { ENTITIES } from "../entities/definitions.ts";
import { readable } from "../entities/private-fields.ts";
import { jsonRow } from "../functions/json-row.ts";
import { defineFunction } from "../functions/registry.ts";

// Rendered once, as the Command Deck asks them on every visit: the pilot's timezone, the active
// quests (all of them, or of one type), newest first, and the pilot's progress in given periods.
const TIMEZONE = renderStatement(sql`select ${users.timezone} from ${users} where ${users.id} = ${sql.placeholder("userId")}`);
const activeQuests = (ofType: boolean) =>
  renderStatement(sql`select * from ${quests} where ${quests.is_active} ${ofType ? sql`and ${quests.quest_type} = ${sql.placeholder("questType")}` : sql``}
    order by ${quests.created_date} desc, ${quests.id} desc`);
const ALL_QUESTS = activeQuests(false);
const QUESTS_OF_TYPE = activeQuests(true);
const PROGRESS = renderStatement(
  sql`select * from ${questProgress} where ${questProgress.user_email} = ${sql.placeholder("email")} and ${questProgress.period} = any(${sql.placeholder("periods")}::text[])`,
);
const questRow = tableRow(quests);
const progressRow = tableRow(questProgress);

/**
 * The Quest Bay in one read: active quests, newest first, each with the pilot's progress in its
 * current period, and when the daily and weekly periods reset for this pilot.
 */
export const questBoard = defineFunction({
  contract: questBoardContract,
  readOnly: true,
  async handler({ tx, pilot, clock }, { quest_type }) {
    const now = clock.now();
    const [{ timezone }] = (await queryRows(tx, TIMEZONE, { userId: pilot.id })) as [{ timezone: string }];
    const active = (await queryRows(tx, quest_type ? QUESTS_OF_TYPE : ALL_QUESTS, { questType: quest_type })).map(questRow);
    const periods = [...new Set(QUEST_TYPES.map((type) => questPeriod(type, now, timezone)))];
    const progress = (await queryRows(tx, PROGRESS, { email: pilot.email, periods })).map(progressRow);
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

import { MESSAGES, RULE_MESSAGES, questPeriod, claimQuestContract } from "@soundship/shared";
import { and, eq, sql } from "drizzle-orm";
import { questProgress, quests, users } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import { jsonRow } from "../functions/json-row.ts";
import { defineFunction } from "../functions/registry.ts";
import { postStardust } from "../ledger/ledger.ts";
import { publishToPilot } from "../live/publish.ts";
import { grantXp } from "../xp/xp.ts";

/**
 * Pays a completed quest's reward for the current period, once. The pilot's row, then the progress
 * row, is locked, so of fifty parallel claims one pays and the rest see it claimed.
 */
export const claimQuest = defineFunction({
  contract: claimQuestContract,
  async handler({ tx, pilot, clock }, { quest_id }) {
    const now = clock.now();
    const [quest] = await tx.select().from(quests).where(and(eq(quests.id, quest_id), eq(quests.is_active, true)));
    if (!quest) throw new AppError("NOT_FOUND", RULE_MESSAGES.unknownQuest);
    // The pilot's row is locked before their progress row, in the order every function that moves
    // Stardust takes them (a purchase locks the pilot, then counts its quest event): the other order
    // deadlocks against a purchase made at the same moment.
    const [{ timezone }] = (await tx.select({ timezone: users.timezone }).from(users).where(eq(users.id, pilot.id)).for("update")) as [{ timezone: string }];
    const period = questPeriod(quest.quest_type, now, timezone);
    const [progress] = await tx
      .select()
      .from(questProgress)
      .where(and(eq(questProgress.user_email, pilot.email), eq(questProgress.quest_id, quest.id), eq(questProgress.period, period)))
      .for("update");
    if (progress?.claimed) throw new AppError("ALREADY_CLAIMED", MESSAGES.alreadyClaimed);
    if (!progress || progress.progress < 100) throw new AppError("QUEST_NOT_COMPLETED", MESSAGES.questNotCompleted);

    const [claimed] = await tx
      .update(questProgress)
      .set({ claimed: true, completed_at: now, updated_date: sql`now()` })
      .where(eq(questProgress.id, progress.id))
      .returning();
    const posting = await postStardust(tx, {
      userId: pilot.id,
      amount: quest.stardust_reward,
      type: "quest_reward",
      referenceId: quest.id,
      description: `Quest reward: ${quest.title}`,
    });
    const xp = await grantXp(tx, pilot.id, quest.xp_reward ?? 0, now, { reason: "quest_reward", referenceId: quest.id });
    await publishToPilot(tx, pilot.id, "quest_progress", { quest_id: quest.id, progress: claimed!.progress, claimed: true });
    return { stardust: posting.balance, transaction: jsonRow(posting.transaction), xp_gained: xp, progress: jsonRow(claimed!) };
  },
});

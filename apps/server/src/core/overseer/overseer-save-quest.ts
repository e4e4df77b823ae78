import { CONTENT_MESSAGES, overseerSaveQuestContract } from "@soundship/shared";
import { eq } from "drizzle-orm";
import { quests } from "../../db/schema.ts";
import { defineFunction } from "../functions/registry.ts";
import { toQuest } from "./content-views.ts";
import { saveContent } from "./save-content.ts";

/** Creates a quest, or edits one; turning `is_active` off deactivates it (its audit action says so). */
export const overseerSaveQuest = defineFunction({
  contract: overseerSaveQuestContract,
  adminOnly: true,
  async handler({ tx, pilot, clock }, { id, ...fields }) {
    const now = clock.now();
    const quest = await saveContent(tx, pilot, now, { id, fields }, {
      kind: "quest",
      notFound: CONTENT_MESSAGES.questNotFound,
      insert: async () => (await tx.insert(quests).values({ ...fields, created_by: pilot.email, created_date: now, updated_date: now }).returning())[0]!,
      lock: async (questId) => (await tx.select().from(quests).where(eq(quests.id, questId)).for("update"))[0],
      update: async (questId) => (await tx.update(quests).set({ ...fields, updated_date: now }).where(eq(quests.id, questId)).returning())[0]!,
      previous: ({ id: _id, created_date: _c, updated_date: _u, created_by: _b, ...previous }) => previous,
      editAction: (before) => (before.is_active && !fields.is_active ? "quest.deactivate" : "quest.update"),
      view: toQuest,
    });
    return { quest };
  },
});

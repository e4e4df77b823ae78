import { CONTENT_MESSAGES, overseerSaveCardContract } from "@soundship/shared";
import { eq } from "drizzle-orm";
import { cards } from "../../db/schema.ts";
import { defineFunction } from "../functions/registry.ts";
import { toCard } from "./content-views.ts";
import { saveContent } from "./save-content.ts";

/** Adds a luck card to the pool, or edits one; the draw's odds follow from the pool (overseerContent). */
export const overseerSaveCard = defineFunction({
  contract: overseerSaveCardContract,
  adminOnly: true,
  async handler({ tx, pilot, clock }, { id, ...fields }) {
    const now = clock.now();
    const card = await saveContent(tx, pilot, now, { id, fields }, {
      kind: "card",
      notFound: CONTENT_MESSAGES.cardNotFound,
      insert: async () => (await tx.insert(cards).values({ ...fields, created_by: pilot.email, created_date: now, updated_date: now }).returning())[0]!,
      lock: async (cardId) => (await tx.select().from(cards).where(eq(cards.id, cardId)).for("update"))[0],
      update: async (cardId) => (await tx.update(cards).set({ ...fields, updated_date: now }).where(eq(cards.id, cardId)).returning())[0]!,
      previous: ({ id: _id, created_date: _c, updated_date: _u, created_by: _b, ...previous }) => previous,
      view: toCard,
    });
    return { card };
  },
});

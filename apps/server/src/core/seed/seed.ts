import { cardInputSchema, questInputSchema } from "@soundship/shared";
import { count, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cards, quests } from "../../db/schema.ts";
import { STARTER_CARDS } from "./starter-cards.ts";
import { STARTER_QUESTS } from "./starter-quests.ts";

/**
 * Gives an empty database its starter quests and card pool. Instances starting together take
 * turns on an advisory lock, so the content is seeded once.
 */
export async function seedStarterContent(db: Db): Promise<{ quests: number; cards: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    const [questCount] = await tx.select({ n: count() }).from(quests);
    const [cardCount] = await tx.select({ n: count() }).from(cards);
    const seeded = { quests: 0, cards: 0 };
    if (questCount!.n === 0) {
      seeded.quests = (await tx.insert(quests).values(STARTER_QUESTS.map((quest) => questInputSchema.parse(quest))).returning()).length;
    }
    if (cardCount!.n === 0) {
      seeded.cards = (await tx.insert(cards).values(STARTER_CARDS.map((card) => cardInputSchema.parse(card))).returning()).length;
    }
    return seeded;
  });
}

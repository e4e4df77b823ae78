import { drawDailyCardContract, type ContractResult } from "@soundship/shared";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import type { cards } from "../../db/schema.ts";
import { users } from "../../db/schema.ts";
import { postStardust } from "../ledger/ledger.ts";
import { grantXp } from "../xp/xp.ts";

type CardRow = typeof cards.$inferSelect;
type UserRow = typeof users.$inferSelect;

type CardEffect = ContractResult<typeof drawDailyCardContract>["effect"];

/**
 * Applies a drawn card in the draw's transaction (DESIGN.md section 6): Stardust through the
 * ledger and XP never below 0, bonus battle entries likewise; a shield absorbs one doom card;
 * rank boosts and other effects change nothing stored and are shown as the card's description.
 */
export async function applyCardEffect(tx: Tx, user: UserRow, card: CardRow, now: Date): Promise<CardEffect> {
  // Cards are written through the Card entity schema, which admits only the known effect types.
  const type = card.effect_type as CardEffect["type"];
  if (card.card_type === "doom" && user.shields > 0) {
    await tx.update(users).set({ shields: user.shields - 1 }).where(eq(users.id, user.id));
    return { type, value: 0, absorbed: true };
  }
  switch (type) {
    case "stardust": {
      if (card.effect_value === 0) return { type, value: 0, absorbed: false };
      const posting = await postStardust(tx, {
        userId: user.id,
        amount: card.effect_value,
        type: "card_effect",
        referenceId: card.id,
        description: `Luck card: ${card.card_name}`,
        floorAtZero: true,
      });
      return { type, value: posting.amount, absorbed: false };
    }
    case "xp":
      return { type, value: await grantXp(tx, user.id, card.effect_value, now, { reason: "card_effect", referenceId: card.id }), absorbed: false };
    case "battle_entry": {
      const entries = Math.max(0, user.bonusBattleEntries + card.effect_value);
      await tx.update(users).set({ bonusBattleEntries: entries }).where(eq(users.id, user.id));
      return { type, value: entries - user.bonusBattleEntries, absorbed: false };
    }
    default:
      return { type, value: 0, absorbed: false };
  }
}

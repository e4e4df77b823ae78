import { MESSAGES, pilotDay, drawDailyCardContract } from "@soundship/shared";
import { eq, sql } from "drizzle-orm";
import { cardDrops, cards, users } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import { ENTITIES } from "../entities/definitions.ts";
import { readable } from "../entities/private-fields.ts";
import { jsonRow } from "../functions/json-row.ts";
import { defineFunction } from "../functions/registry.ts";
import { publishToPilot } from "../live/publish.ts";
import { recordQuestEvent } from "../quests/quest-events.ts";
import { toUserJson } from "../users/user-json.ts";
import { applyCardEffect } from "./card-effects.ts";
import { pickCard } from "./pick-card.ts";

/**
 * One draw per pilot day, plus one per Lucky Draw. The pilot's row is locked first, so twenty
 * parallel draws make one; the unique daily drop per pilot day backs that up in the database.
 */
export const drawDailyCard = defineFunction({
  contract: drawDailyCardContract,
  async handler({ tx, pilot, clock, random }) {
    const now = clock.now();
    const [user] = await tx.select().from(users).where(eq(users.id, pilot.id)).for("update");
    if (!user) throw new AppError("NOT_AUTHENTICATED", MESSAGES.loginRequired);
    const today = pilotDay(now, user.timezone);
    const daily = user.lastDailyCard !== today;
    if (!daily && user.extraDraws <= 0) throw new AppError("ALREADY_DRAWN", MESSAGES.alreadyDrawn);

    const pool = await tx.select().from(cards);
    if (pool.length === 0) throw new AppError("NOT_FOUND", "The card deck is empty");
    const card = pickCard(pool, random);
    const effect = await applyCardEffect(tx, user, card, now);
    await tx
      .update(users)
      .set(daily ? { lastDailyCard: today, updatedAt: sql`now()` } : { extraDraws: sql`${users.extraDraws} - 1`, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await tx.insert(cardDrops).values({
      user_email: user.email,
      card_id: card.id,
      source: daily ? "daily_login" : "lucky_draw",
      day: today,
      claimed: true,
      claimed_at: now,
      created_by: user.email,
    });
    await recordQuestEvent(tx, user.id, "card_draw", now);
    // Shields, bonus entries and draws left may all have moved with the card.
    await publishToPilot(tx, user.id, "card_drawn", { card_id: card.id });
    await publishToPilot(tx, user.id, "inventory");
    const [after] = await tx.select().from(users).where(eq(users.id, user.id));
    return { card: readable(ENTITIES.Card, pilot, jsonRow(card)), effect, user: toUserJson(after!, now) };
  },
});

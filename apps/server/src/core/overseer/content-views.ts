import type { Card, Quest, Tournament } from "@soundship/shared";
import { tournamentStateAt } from "@soundship/shared";
import { cards, quests, tournamentPayouts, tournaments } from "../../db/schema.ts";

const system = (row: { id: string; created_date: Date; updated_date: Date; created_by: string | null }) => ({
  id: row.id,
  created_date: row.created_date.toISOString(),
  updated_date: row.updated_date.toISOString(),
  created_by: row.created_by,
});

export function toQuest(row: typeof quests.$inferSelect): Quest {
  return { ...row, ...system(row), quest_type: row.quest_type as Quest["quest_type"], objective_event: row.objective_event as Quest["objective_event"] };
}

export function toCard(row: typeof cards.$inferSelect): Card {
  return {
    ...row,
    ...system(row),
    card_type: row.card_type as Card["card_type"],
    effect_type: row.effect_type as Card["effect_type"],
    rarity: row.rarity as Card["rarity"],
  };
}

/** A tournament with the state its dates give it at `now`. */
export function toTournament(row: typeof tournaments.$inferSelect, now: Date): Tournament {
  return {
    ...row,
    ...system(row),
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    state: tournamentStateAt(row, now),
    min_tier: row.min_tier as Tournament["min_tier"],
    battle_type: row.battle_type as Tournament["battle_type"],
    bracket_started_at: row.bracket_started_at?.toISOString() ?? null,
    completed_at: row.completed_at?.toISOString() ?? null,
  };
}

export function toPayout(row: typeof tournamentPayouts.$inferSelect) {
  return { id: row.id, recipient_email: row.recipient_email, amount: row.amount, reference: row.reference, paid_at: row.paid_at.toISOString() };
}

/** Dollars summed exactly, in cents. */
export const sumDollars = (amounts: readonly number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;

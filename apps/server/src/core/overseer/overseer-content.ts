import {
  CONTENT_MESSAGES,
  overseerContentContract,
  overseerRecordPrizePayoutContract,
  overseerSaveCardContract,
  overseerSaveQuestContract,
  overseerSaveTournamentContract,
  poolOdds,
  tournamentStateAt,
} from "@soundship/shared";
import { asc, desc, eq, sql } from "drizzle-orm";
import { cards, quests, tournamentPayouts, tournaments, users } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { recordAudit } from "./audit.ts";
import { sumDollars, toCard, toPayout, toQuest, toTournament } from "./content-views.ts";

/** A field error in the shape the contracts' Zod refusals have, so a form shows it under the field. */
function fieldError(field: string, message: string): AppError {
  return new AppError("VALIDATION_FAILED", `${field}: ${message}`, [{ code: "custom", path: [field], message }]);
}

/** Every quest (inactive too), the card pool with its odds, every tournament with its payouts. */
export const overseerContent = defineFunction({
  contract: overseerContentContract,
  adminOnly: true,
  readOnly: true,
  async handler({ tx, clock }) {
    const now = clock.now();
    const questRows = await tx.select().from(quests).orderBy(desc(quests.is_active), asc(quests.quest_type), asc(quests.title));
    const cardRows = await tx.select().from(cards).orderBy(asc(cards.rarity), asc(cards.card_name));
    const tournamentRows = await tx.select().from(tournaments).orderBy(desc(tournaments.starts_at));
    const payouts = await tx.select().from(tournamentPayouts).orderBy(asc(tournamentPayouts.paid_at));
    return {
      quests: questRows.map(toQuest),
      cards: cardRows.map(toCard),
      odds: poolOdds(cardRows),
      tournaments: tournamentRows.map((row) => {
        const own = payouts.filter((payout) => payout.tournament_id === row.id);
        return { ...toTournament(row, now), payouts: own.map(toPayout), paid_out: sumDollars(own.map((payout) => payout.amount)) };
      }),
    };
  },
});

/** Creates a quest, or edits one; turning `is_active` off deactivates it (its audit action says so). */
export const overseerSaveQuest = defineFunction({
  contract: overseerSaveQuestContract,
  adminOnly: true,
  async handler({ tx, pilot, clock }, { id, ...fields }) {
    const now = clock.now();
    if (!id) {
      const [row] = await tx.insert(quests).values({ ...fields, created_by: pilot.email, created_date: now, updated_date: now }).returning();
      const quest = toQuest(row!);
      await recordAudit(tx, { admin: pilot, action: "quest.create", targetType: "quest", targetId: quest.id, before: null, after: fields, at: now });
      return { quest };
    }
    const [before] = await tx.select().from(quests).where(eq(quests.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", CONTENT_MESSAGES.questNotFound);
    const [row] = await tx.update(quests).set({ ...fields, updated_date: now }).where(eq(quests.id, id)).returning();
    const { id: _id, created_date: _c, updated_date: _u, created_by: _b, ...previous } = before;
    await recordAudit(tx, {
      admin: pilot,
      action: before.is_active && !fields.is_active ? "quest.deactivate" : "quest.update",
      targetType: "quest",
      targetId: id,
      before: previous,
      after: fields,
      at: now,
    });
    return { quest: toQuest(row!) };
  },
});

/** Adds a luck card to the pool, or edits one; the draw's odds follow from the pool (overseerContent). */
export const overseerSaveCard = defineFunction({
  contract: overseerSaveCardContract,
  adminOnly: true,
  async handler({ tx, pilot, clock }, { id, ...fields }) {
    const now = clock.now();
    if (!id) {
      const [row] = await tx.insert(cards).values({ ...fields, created_by: pilot.email, created_date: now, updated_date: now }).returning();
      const card = toCard(row!);
      await recordAudit(tx, { admin: pilot, action: "card.create", targetType: "card", targetId: card.id, before: null, after: fields, at: now });
      return { card };
    }
    const [before] = await tx.select().from(cards).where(eq(cards.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", CONTENT_MESSAGES.cardNotFound);
    const [row] = await tx.update(cards).set({ ...fields, updated_date: now }).where(eq(cards.id, id)).returning();
    const { id: _id, created_date: _c, updated_date: _u, created_by: _b, ...previous } = before;
    await recordAudit(tx, { admin: pilot, action: "card.update", targetType: "card", targetId: id, before: previous, after: fields, at: now });
    return { card: toCard(row!) };
  },
});

/**
 * Creates a tournament, or edits one that has not started (by the server's clock). Its row is
 * locked, so an edit cannot lower the places below pilots who join meanwhile.
 */
export const overseerSaveTournament = defineFunction({
  contract: overseerSaveTournamentContract,
  adminOnly: true,
  async handler({ tx, pilot, clock }, { id, ...fields }) {
    const now = clock.now();
    const values = { ...fields, starts_at: new Date(fields.starts_at), ends_at: new Date(fields.ends_at) };
    if (!id) {
      if (values.starts_at <= now) throw fieldError("starts_at", "Must be in the future");
      const [row] = await tx.insert(tournaments).values({ ...values, state: "open", created_by: pilot.email, created_date: now, updated_date: now }).returning();
      const tournament = toTournament(row!, now);
      await recordAudit(tx, { admin: pilot, action: "tournament.create", targetType: "tournament", targetId: tournament.id, before: null, after: fields, at: now });
      return { tournament };
    }
    const [before] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", CONTENT_MESSAGES.tournamentNotFound);
    if (tournamentStateAt(before, now) !== "open") throw new AppError("TOURNAMENT_CLOSED", CONTENT_MESSAGES.tournamentStarted);
    if (values.starts_at <= now) throw fieldError("starts_at", "Must be in the future");
    if (values.max_players < before.current_players) throw fieldError("max_players", CONTENT_MESSAGES.belowPlayers);
    const [row] = await tx.update(tournaments).set({ ...values, updated_date: now }).where(eq(tournaments.id, id)).returning();
    const previous = {
      name: before.name,
      description: before.description,
      starts_at: before.starts_at.toISOString(),
      ends_at: before.ends_at.toISOString(),
      max_players: before.max_players,
      entry_fee: before.entry_fee,
      min_tier: before.min_tier,
      prize_pool: before.prize_pool,
      battle_type: before.battle_type,
      match_entry_hours: before.match_entry_hours,
      match_voting_hours: before.match_voting_hours,
    };
    await recordAudit(tx, { admin: pilot, action: "tournament.update", targetType: "tournament", targetId: id, before: previous, after: fields, at: now });
    return { tournament: toTournament(row!, now) };
  },
});

/**
 * Records a dollar prize paid out for an ended tournament, to a pilot of the platform. The
 * tournament's row is locked, so parallel payouts can never add up to more than its prize pool.
 */
export const overseerRecordPrizePayout = defineFunction({
  contract: overseerRecordPrizePayoutContract,
  adminOnly: true,
  async handler({ tx, pilot, clock }, input) {
    const now = clock.now();
    const [tournament] = await tx.select().from(tournaments).where(eq(tournaments.id, input.tournament_id)).for("update");
    if (!tournament) throw new AppError("NOT_FOUND", CONTENT_MESSAGES.tournamentNotFound);
    if (tournamentStateAt(tournament, now) !== "completed") throw new AppError("RULE_REFUSED", CONTENT_MESSAGES.notEnded);
    const [recipient] = await tx.select({ email: users.email }).from(users).where(sql`lower(${users.email}) = lower(${input.recipient_email})`);
    if (!recipient) throw fieldError("recipient_email", CONTENT_MESSAGES.unknownPilot);
    const earlier = await tx.select({ amount: tournamentPayouts.amount }).from(tournamentPayouts).where(eq(tournamentPayouts.tournament_id, tournament.id));
    const before = sumDollars(earlier.map((row) => row.amount));
    const after = sumDollars([before, input.amount]);
    if (after > tournament.prize_pool) throw fieldError("amount", CONTENT_MESSAGES.overPrizePool);
    const [row] = await tx
      .insert(tournamentPayouts)
      .values({ tournament_id: tournament.id, recipient_email: recipient.email, amount: input.amount, reference: input.reference, paid_at: now, created_by: pilot.email, created_date: now, updated_date: now })
      .returning();
    await recordAudit(tx, {
      admin: pilot,
      action: "tournament.prize_payout",
      targetType: "tournament",
      targetId: tournament.id,
      before: { paid_out: before, prize_pool: tournament.prize_pool },
      after: { paid_out: after, recipient_email: recipient.email, amount: input.amount, reference: input.reference },
      at: now,
    });
    return { payout: toPayout(row!), paid_out: after };
  },
});

import { overseerContentContract, poolOdds } from "@soundship/shared";
import { asc, desc } from "drizzle-orm";
import { cards, quests, tournamentPayouts, tournaments } from "../../db/schema.ts";
import { defineFunction } from "../functions/registry.ts";
import { sumDollars, toCard, toPayout, toQuest, toTournament } from "./content-views.ts";

// The save functions live one a file; re-exported here, so the served list keeps its one import line.
export { overseerSaveQuest } from "./overseer-save-quest.ts";
export { overseerSaveCard } from "./overseer-save-card.ts";
export { overseerSaveTournament } from "./overseer-save-tournament.ts";
export { overseerRecordPrizePayout } from "./overseer-record-prize-payout.ts";

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


import { CONTENT_MESSAGES, overseerSaveTournamentContract, tournamentStateAt } from "@soundship/shared";
import { eq } from "drizzle-orm";
import { tournaments } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { fieldError } from "./content-field-error.ts";
import { toTournament } from "./content-views.ts";
import { saveContent } from "./save-content.ts";

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
    const mustStartLater = () => {
      if (values.starts_at <= now) throw fieldError("starts_at", "Must be in the future");
    };
    const tournament = await saveContent(tx, pilot, now, { id, fields }, {
      kind: "tournament",
      notFound: CONTENT_MESSAGES.tournamentNotFound,
      insert: async () => {
        mustStartLater();
        return (await tx.insert(tournaments).values({ ...values, state: "open", created_by: pilot.email, created_date: now, updated_date: now }).returning())[0]!;
      },
      lock: async (tournamentId) => (await tx.select().from(tournaments).where(eq(tournaments.id, tournamentId)).for("update"))[0],
      check(before) {
        if (tournamentStateAt(before, now) !== "open") throw new AppError("TOURNAMENT_CLOSED", CONTENT_MESSAGES.tournamentStarted);
        mustStartLater();
        if (values.max_players < before.current_players) throw fieldError("max_players", CONTENT_MESSAGES.belowPlayers);
      },
      update: async (tournamentId) => (await tx.update(tournaments).set({ ...values, updated_date: now }).where(eq(tournaments.id, tournamentId)).returning())[0]!,
      previous: (before) => ({
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
      }),
      view: (row) => toTournament(row, now),
    });
    return { tournament };
  },
});

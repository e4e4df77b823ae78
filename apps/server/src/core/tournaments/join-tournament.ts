import { MESSAGES, TOURNAMENT_MESSAGES, discountedFee, joinTournamentContract, tierAtLeast, tournamentStateAt, type Tier } from "@soundship/shared";
import { and, eq, sql } from "drizzle-orm";
import { tournamentEntries, tournaments, users } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { postStardust } from "../ledger/ledger.ts";
import { publishLive, tournamentTopic } from "../live/publish.ts";
import { effectiveTier } from "../membership/effective-tier.ts";
import { recordQuestEvent } from "../quests/quest-events.ts";

/**
 * Enrolls the caller in an open tournament with SPEC.md section 5's checks, in its order. The
 * tournament's row is locked first (then the pilot's, as the ledger does), so parallel joins queue:
 * capacity, "once per pilot" and the fees stay exact when forty pilots press Join at once.
 */
export const joinTournament = defineFunction({
  contract: joinTournamentContract,
  loginMessage: MESSAGES.loginRequired,
  async handler({ tx, pilot, clock }, { id, pilotId }) {
    const now = clock.now();
    if (pilotId.toLowerCase() !== pilot.email.toLowerCase()) throw new AppError("FORBIDDEN", TOURNAMENT_MESSAGES.notYourself);
    const [tournament] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for("update");
    if (!tournament) throw new AppError("NOT_FOUND", TOURNAMENT_MESSAGES.tournamentNotFound);
    if (tournamentStateAt(tournament, now) !== "open") throw new AppError("TOURNAMENT_CLOSED", TOURNAMENT_MESSAGES.notOpen);
    const [user] = await tx.select().from(users).where(eq(users.id, pilot.id)).for("update");
    if (!user) throw new AppError("NOT_AUTHENTICATED", MESSAGES.loginRequired);

    const tier = effectiveTier(user, now);
    const minimum = tournament.min_tier as Tier | null;
    if (minimum && !tierAtLeast(tier, minimum)) throw new AppError("TIER_REQUIRED", MESSAGES.tierRequired(minimum));
    const [enrolled] = await tx
      .select({ id: tournamentEntries.id })
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.tournament_id, id), eq(tournamentEntries.user_email, user.email)));
    if (enrolled) throw new AppError("ALREADY_ENROLLED", MESSAGES.alreadyEnrolled);
    // Admirals have guaranteed entry (SPEC.md section 6): they join a full tournament anyway.
    if (tournament.current_players >= tournament.max_players && tier !== "admiral") {
      throw new AppError("TOURNAMENT_FULL", MESSAGES.tournamentFull);
    }

    const fee = discountedFee(tier, tournament.entry_fee);
    if (user.stardust < fee) throw new AppError("INSUFFICIENT_STARDUST", MESSAGES.insufficientStardust);
    if (fee > 0) {
      await postStardust(tx, {
        userId: user.id,
        amount: -fee,
        type: "tournament_entry",
        referenceId: tournament.id,
        description: `Entry fee for ${tournament.name}`,
      });
    }
    await tx.insert(tournamentEntries).values({ tournament_id: id, user_email: user.email, created_by: user.email, created_date: now, updated_date: now });
    const [joined] = await tx
      .update(tournaments)
      .set({ current_players: sql`${tournaments.current_players} + 1`, updated_date: now })
      .where(eq(tournaments.id, id))
      .returning({ current_players: tournaments.current_players });
    await publishLive(tx, tournamentTopic(id), "tournament", { tournament_id: id, current_players: joined!.current_players });
    await recordQuestEvent(tx, user.id, "tournament_join", now);
    return {};
  },
});

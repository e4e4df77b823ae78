import { sql, type SQL } from "drizzle-orm";
import { battles, tournaments } from "../../db/schema.ts";

/**
 * What the generic entity API must not do to a record that holds Stardust: the ledger moves only
 * through functions that refund and settle. Until the Overseer's cancel actions exist, the edits
 * and deletes that would mint or lose Stardust are refused with a 409 that says what to do instead.
 */
export interface MoneyGuard {
  /** Fields an update may not name, and why. */
  frozen?: { fields: readonly string[]; message: string };
  /** A record may be deleted only where this holds; checked in the delete statement itself. */
  deletable: SQL;
  /** Why a record that holds Stardust cannot be deleted. */
  undeletable: string;
}

// The host's prize pool is escrowed at creation and each entrant paid the entry fee into the pot.
export const battleMoney: MoneyGuard = {
  frozen: {
    fields: ["entry_fee", "prize_pool"],
    message:
      "A battle's entry fee and prize pool are held in escrow and cannot be edited; cancel the battle from the Overseer (Cancel with refunds) and create a new one",
  },
  deletable: sql`${battles.prize_pool} = 0 and not exists (select 1 from beat_submissions s where s.battle_id = ${battles.id})`,
  undeletable: "This battle holds Stardust (its escrowed prize pool or entry fees); cancel it from the Overseer (Cancel with refunds) instead of deleting it",
};

// Entrants paid the entry fee to join; deleting the tournament would drop their entries unrefunded.
export const tournamentMoney: MoneyGuard = {
  deletable: sql`not exists (select 1 from tournament_entries e where e.tournament_id = ${tournaments.id})`,
  undeletable: "This tournament has entrants who paid to join; cancel it from the Overseer (Cancel with refunds) instead of deleting it",
};

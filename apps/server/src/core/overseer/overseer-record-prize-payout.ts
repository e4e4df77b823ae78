import { CONTENT_MESSAGES, overseerRecordPrizePayoutContract, tournamentStateAt } from "@soundship/shared";
import { eq, sql } from "drizzle-orm";
import { tournamentPayouts, tournaments, users } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { recordAudit } from "./audit.ts";
import { fieldError } from "./content-field-error.ts";
import { sumDollars, toPayout } from "./content-views.ts";

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

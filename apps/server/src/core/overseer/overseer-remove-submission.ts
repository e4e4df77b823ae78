import { overseerRemoveSubmissionContract } from "@soundship/shared";
import { count, eq, sql } from "drizzle-orm";
import { battles, beatSubmissions, submissionRemovals, users, votes } from "../../db/schema.ts";
import { toBattleView } from "../battles/battle-view.ts";
import { AppError, notFound } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { postStardust } from "../ledger/ledger.ts";
import { recordAudit } from "./audit.ts";

/**
 * Removes a submission from a battle that has not settled: its fee goes back (`battle_refund`,
 * referencing the submission), the pot and entrant count shrink by it, its votes are deleted with
 * it, and a removal record tells the pilot why on the battle page. The battle row is locked first
 * (as entries and settlement do), so ten parallel calls refund once: the others find it removed.
 */
export const overseerRemoveSubmission = defineFunction({
  contract: overseerRemoveSubmissionContract,
  adminOnly: true,
  async handler({ tx, pilot: admin, clock }, { submission_id, reason }) {
    const now = clock.now();
    const [found] = await tx.select({ battle_id: beatSubmissions.battle_id }).from(beatSubmissions).where(eq(beatSubmissions.id, submission_id));
    if (!found) {
      const [removed] = await tx.select({ id: submissionRemovals.id }).from(submissionRemovals).where(eq(submissionRemovals.submission_id, submission_id));
      throw removed ? new AppError("CONFLICT", "This submission was already removed") : notFound("Submission not found");
    }
    const [battle] = await tx.select().from(battles).where(eq(battles.id, found.battle_id)).for("update");
    if (!battle) throw notFound("Battle not found");
    // Re-read under the battle's lock: a parallel removal may have taken it meanwhile.
    const [submission] = await tx.select().from(beatSubmissions).where(eq(beatSubmissions.id, submission_id));
    if (!submission) throw new AppError("CONFLICT", "This submission was already removed");
    if (battle.settled_at) throw new AppError("CONFLICT", "This battle is already settled; a submission can no longer be removed");

    const [pilot] = await tx.select({ id: users.id }).from(users).where(eq(users.email, submission.user_email));
    if (!pilot) throw new Error(`remove: pilot ${submission.user_email} not found`);
    if (submission.fee_paid > 0) {
      await postStardust(tx, {
        userId: pilot.id,
        amount: submission.fee_paid,
        type: "battle_refund",
        referenceId: submission.id,
        description: `Entry fee returned: your submission to ${battle.title || "a battle"} was removed`,
      });
    }
    const [discarded] = await tx.select({ n: count() }).from(votes).where(eq(votes.submission_id, submission.id));
    await tx.delete(beatSubmissions).where(eq(beatSubmissions.id, submission.id));
    const [updated] = await tx
      .update(battles)
      .set({ pot: sql`${battles.pot} - ${submission.fee_paid}`, entrants: sql`greatest(${battles.entrants} - 1, 0)`, updated_date: now })
      .where(eq(battles.id, battle.id))
      .returning();
    await tx.insert(submissionRemovals).values({
      battle_id: battle.id,
      submission_id: submission.id,
      user_email: submission.user_email,
      title: submission.title,
      fee_refunded: submission.fee_paid,
      reason,
      created_by: admin.email,
      created_date: now,
    });
    await recordAudit(tx, {
      admin,
      action: "submission.remove",
      targetType: "submission",
      targetId: submission.id,
      before: { battle_id: battle.id, title: submission.title, user_email: submission.user_email, fee_paid: submission.fee_paid, votes: discarded!.n },
      after: { removed: true, refunded: submission.fee_paid, votes_discarded: discarded!.n },
      reason,
      at: now,
    });
    const [host] = await tx.select({ callsign: users.username, name: users.name }).from(users).where(eq(users.email, battle.host_email));
    return {
      battle: toBattleView(updated!, host?.callsign ?? host?.name ?? "", now),
      refund: { user_email: submission.user_email, amount: submission.fee_paid },
      votes_discarded: discarded!.n,
    };
  },
});

import { MESSAGES, REPORT_MESSAGES, reportContentContract } from "@soundship/shared";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { battles, beatSubmissions, reports, users } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { callsignSql } from "../battles/battle-view.ts";
import { toMyReport } from "./report-views.ts";

interface Target {
  targetId: string;
  battleId: string | null;
  /** What the reporter saw: a submission's title, a pilot's callsign. */
  label: string;
  /** The reported pilot's e-mail, to refuse a report of oneself; never stored on the report. */
  ownerEmail: string;
}

async function submissionTarget(tx: Tx, id: string): Promise<Target | null> {
  const [row] = await tx.select().from(beatSubmissions).where(eq(beatSubmissions.id, id));
  return row ? { targetId: row.id, battleId: row.battle_id, label: row.title, ownerEmail: row.user_email } : null;
}

async function pilotTarget(tx: Tx, id: string, battleId: string | null): Promise<Target | null> {
  const [row] = await tx.select({ id: users.id, email: users.email, callsign: callsignSql }).from(users).where(eq(users.id, id));
  return row ? { targetId: row.id, battleId, label: row.callsign, ownerEmail: row.email } : null;
}

/** The host of a battle, reported from the battle page (which names the host by callsign only). */
async function hostTarget(tx: Tx, battleId: string): Promise<Target | null> {
  const [row] = await tx
    .select({ id: users.id })
    .from(battles)
    .innerJoin(users, eq(users.email, battles.host_email))
    .where(eq(battles.id, battleId));
  return row ? pilotTarget(tx, row.id, battleId) : null;
}

/**
 * Files a pilot's report of a submission or a pilot. One open report per reporter and target is a
 * unique index: a second one, or two sent at once, answer 409 and leave one. The answer names the
 * submission by title only (judging is blind).
 */
export const reportContent = defineFunction({
  contract: reportContentContract,
  loginMessage: MESSAGES.loginRequired,
  async handler({ tx, pilot, clock }, input) {
    const now = clock.now();
    const target =
      input.target_type === "submission"
        ? await submissionTarget(tx, input.target_id!)
        : input.target_id
          ? await pilotTarget(tx, input.target_id, input.battle_id ?? null)
          : await hostTarget(tx, input.battle_id!);
    if (!target) throw new AppError("NOT_FOUND", REPORT_MESSAGES.targetNotFound);
    if (target.ownerEmail.toLowerCase() === pilot.email.toLowerCase()) throw new AppError("FORBIDDEN", REPORT_MESSAGES.notYourself);
    const [row] = await tx
      .insert(reports)
      .values({
        reporter_id: pilot.id,
        created_by: pilot.email,
        target_type: input.target_type,
        target_id: target.targetId,
        battle_id: target.battleId,
        target_label: target.label,
        reason: input.reason,
        details: input.details,
        created_date: now,
        updated_date: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError("CONFLICT", REPORT_MESSAGES.alreadyOpen);
    return { report: toMyReport(row) };
  },
});

import { BATTLE_MESSAGES, enterBattleContract } from "@soundship/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { battles, beatSubmissions, beats, memberships, users } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { postStardust } from "../ledger/ledger.ts";
import { publishBattle, publishToPilot } from "../live/publish.ts";
import { entryNotice } from "../notifications/battle-notices.ts";
import { notificationMailer } from "../notifications/notification-mailer.ts";
import { notify } from "../notifications/notify.ts";
import { recordQuestEvent } from "../quests/quest-events.ts";
import { grantXp } from "../xp/xp.ts";
import { planEntry, type EntryPlan } from "./entry-rules.ts";
import { toSubmissionView } from "./submission-view.ts";

const ENTRY_XP = 20;
const AUDIO_MEDIA = ["beat", "song"];

/**
 * Enters an active battle with one of the caller's own audio tracks. The battle's row is locked
 * first (then the pilot's, the order every battle write takes), so parallel entries queue: the
 * capacity, the pot and "once per battle" stay exact when thirty pilots press Enter at once.
 */
export const enterBattle = defineFunction({
  contract: enterBattleContract,
  async handler({ tx, pilot, clock, config }, { battle_id, beat_id }) {
    const now = clock.now();
    const [battle] = await tx.select().from(battles).where(eq(battles.id, battle_id)).for("update");
    if (!battle) throw new AppError("NOT_FOUND", BATTLE_MESSAGES.battleNotFound);
    const [user] = await tx.select().from(users).where(eq(users.id, pilot.id)).for("update");
    if (!user) throw new AppError("NOT_AUTHENTICATED", "Sign in to continue");
    const plan = await planEntry(tx, battle, user, now);

    const [beat] = await tx.select().from(beats).where(and(eq(beats.id, beat_id), eq(beats.user_email, user.email)));
    if (!beat) throw new AppError("NOT_FOUND", BATTLE_MESSAGES.trackNotFound);
    if (!AUDIO_MEDIA.includes(beat.media_type)) throw new AppError("RULE_REFUSED", BATTLE_MESSAGES.audioOnly);
    // A track still processing may enter (judges hear it once it is ready); one that failed never will.
    if (beat.status === "failed") throw new AppError("RULE_REFUSED", BATTLE_MESSAGES.trackFailed);

    let stardust = user.stardust;
    if (plan.fee > 0) {
      const posting = await postStardust(tx, {
        userId: user.id,
        amount: -plan.fee,
        type: "battle_entry",
        referenceId: battle.id,
        description: `Entry fee for ${battle.title || "a battle"}`,
      });
      stardust = posting.balance;
    }
    const [submission] = await tx
      .insert(beatSubmissions)
      .values({
        battle_id: battle.id,
        beat_id: beat.id,
        user_email: user.email,
        title: beat.title,
        genre: beat.genre,
        beat_url: beat.file_url,
        fee_paid: plan.fee,
        storage_key: beat.storage_key,
        content_type: beat.content_type,
        duration_seconds: beat.duration_seconds,
        created_by: user.email,
        created_date: now,
        updated_date: now,
      })
      .returning();
    const [counts] = await tx
      .update(battles)
      .set({ pot: sql`${battles.pot} + ${plan.fee}`, entrants: sql`${battles.entrants} + 1`, updated_date: now })
      .where(eq(battles.id, battle.id))
      .returning({ entrants: battles.entrants, pot: battles.pot });
    await publishBattle(tx, battle.id, "battle_entrants", { entrants: counts!.entrants, pot: counts!.pot });
    await useAllowance(tx, user.id, plan);
    if (plan.allowance === "bonus") await publishToPilot(tx, user.id, "inventory");
    await grantXp(tx, user.id, ENTRY_XP, now, { reason: "battle_entry", referenceId: battle.id });
    await recordQuestEvent(tx, user.id, "battle_entry", now);
    await notify(tx, [entryNotice(user.email, battle, submission!.id)], now, notificationMailer(config));
    return { submission: toSubmissionView(submission!, { preview_url: beat.preview_url, peaks_url: beat.peaks_url, duration_seconds: beat.duration_seconds }), stardust };
  },
});

/** Counts the entry on the membership, or spends a bonus entry. */
async function useAllowance(tx: Tx, userId: string, plan: EntryPlan): Promise<void> {
  if (plan.allowance === "monthly" && plan.membershipId) {
    await tx
      .update(memberships)
      .set({ battle_entries_used: sql`${memberships.battle_entries_used} + 1` })
      .where(eq(memberships.id, plan.membershipId));
  } else if (plan.allowance === "bonus") {
    await tx.update(users).set({ bonusBattleEntries: sql`${users.bonusBattleEntries} - 1` }).where(eq(users.id, userId));
  }
}

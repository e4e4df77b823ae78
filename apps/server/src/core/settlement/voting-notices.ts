import { inArray } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { battles, beatSubmissions } from "../../db/schema.ts";
import { votingNotice } from "../notifications/battle-notices.ts";
import type { NotificationMailer } from "../notifications/notification-mailer.ts";
import { notify } from "../notifications/notify.ts";

/**
 * Tells the host and every entrant of battles that just moved to voting that judging is open, in
 * the transaction that moved them: only the instance whose update moved a battle sees it here, and
 * the notifications' unique key refuses a second notice regardless.
 */
export async function notifyVotingOpened(tx: Tx, battleIds: readonly string[], now: Date, mailer: NotificationMailer | null): Promise<void> {
  if (!battleIds.length) return;
  const opened = await tx.select({ id: battles.id, title: battles.title, host_email: battles.host_email }).from(battles).where(inArray(battles.id, [...battleIds]));
  const entries = await tx.select({ battle_id: beatSubmissions.battle_id, email: beatSubmissions.user_email }).from(beatSubmissions).where(inArray(beatSubmissions.battle_id, [...battleIds]));
  const notices = opened.flatMap((battle) => {
    const people = new Set([battle.host_email, ...entries.filter((entry) => entry.battle_id === battle.id).map((entry) => entry.email)]);
    // One order on every instance, so two writers lock the same unique keys alike.
    return [...people].sort().map((email) => votingNotice(email, battle));
  });
  await notify(tx, notices, now, mailer);
}

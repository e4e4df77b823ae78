import type { Tx } from "../../db/client.ts";
import type { BattleResults } from "../battles/battle-results.ts";
import type { BattleRow } from "../battles/battle-view.ts";
import { feedbackNotice, resultNotice } from "../notifications/battle-notices.ts";
import type { NotificationMailer } from "../notifications/notification-mailer.ts";
import { notify } from "../notifications/notify.ts";

/**
 * Tells each entrant of a settled battle where they placed (or that their fee came back) and, when
 * judges wrote notes on their entry, that there are notes to read: the notes become readable at
 * settlement, and saying so then, counted and unnamed, tells nothing about who wrote them or when.
 */
export async function notifyResults(tx: Tx, battle: BattleRow, results: BattleResults, now: Date, mailer: NotificationMailer | null): Promise<void> {
  const of = results.ranking.length;
  const notices = results.ranking.flatMap((entry) => {
    const email = entry.submission.user_email;
    const isWinner = results.winner?.submission.id === entry.submission.id;
    const result = resultNotice(email, battle, {
      place: results.winner ? entry.rank : 0,
      of,
      weightedScore: entry.weighted_score,
      won: isWinner ? battle.pot : 0,
      refunded: results.winner ? 0 : entry.submission.fee_paid,
    });
    const notes = entry.votes.filter((vote) => vote.notes.trim() !== "").length;
    return notes ? [result, feedbackNotice(email, battle, entry.submission.id, notes)] : [result];
  });
  await notify(tx, notices, now, mailer);
}

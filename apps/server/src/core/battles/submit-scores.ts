import { BATTLE_MESSAGES, battleStatusAt, pilotDay, submitScoresContract, votePower } from "@soundship/shared";
import { and, count, eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { battles, beatSubmissions, users, votes } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { postStardust } from "../ledger/ledger.ts";
import { publishBattle } from "../live/publish.ts";
import { recordQuestEvent } from "../quests/quest-events.ts";
import { grantXp } from "../xp/xp.ts";
import { assertNoStake } from "./conflicts.ts";
import { toVoteView } from "./vote-view.ts";

/** DESIGN.md section 6: +5 Stardust and +5 XP for each of the first 20 submissions a pilot scores in their day. */
const VOTE_REWARD = 5;
const VOTE_XP = 5;
const REWARDED_VOTES_PER_DAY = 20;

type UserRow = typeof users.$inferSelect;

/**
 * Scores a submission while its battle is in voting, by a judge with no stake in it (not its host,
 * an entrant or a player of the match). The battle's row is share-locked first (a
 * settlement waits for scores in flight), then the judge's row, so a judge's parallel calls queue:
 * fifty identical requests make one vote and one reward; later ones replace the scores only.
 */
export const submitScores = defineFunction({
  contract: submitScoresContract,
  async handler({ tx, pilot, clock }, input) {
    const now = clock.now();
    const [submission] = await tx.select().from(beatSubmissions).where(eq(beatSubmissions.id, input.submission_id));
    if (!submission) throw new AppError("NOT_FOUND", BATTLE_MESSAGES.submissionNotFound);
    const [battle] = await tx.select().from(battles).where(eq(battles.id, submission.battle_id)).for("share");
    if (!battle || battleStatusAt(battle, now) !== "voting") throw new AppError("BATTLE_CLOSED", BATTLE_MESSAGES.notVoting);
    const [judge] = await tx.select().from(users).where(eq(users.id, pilot.id)).for("update");
    if (!judge) throw new AppError("NOT_AUTHENTICATED", "Sign in to continue");
    if (submission.user_email === judge.email) throw new AppError("RULE_REFUSED", BATTLE_MESSAGES.ownSubmission);
    await assertNoStake(tx, battle, judge.email);

    const scores = { creativity: input.creativity, technical: input.technical, impact: input.impact, notes: input.notes };
    const vote_power = votePower(scores);
    const [existing] = await tx
      .select()
      .from(votes)
      .where(and(eq(votes.voter_email, judge.email), eq(votes.submission_id, submission.id)));
    if (existing) {
      const [vote] = await tx.update(votes).set({ ...scores, vote_power, updated_date: now }).where(eq(votes.id, existing.id)).returning();
      return { vote: toVoteView(vote!), rewarded: false, stardust: judge.stardust };
    }

    const day = pilotDay(now, judge.timezone);
    const rewarded = (await rewardedToday(tx, judge, day)) < REWARDED_VOTES_PER_DAY;
    const [vote] = await tx
      .insert(votes)
      .values({
        battle_id: battle.id,
        submission_id: submission.id,
        voter_email: judge.email,
        ...scores,
        vote_power,
        rewarded_day: rewarded ? day : null,
        created_by: judge.email,
        created_date: now,
        updated_date: now,
      })
      .returning();
    let stardust = judge.stardust;
    if (rewarded) {
      const posting = await postStardust(tx, {
        userId: judge.id,
        amount: VOTE_REWARD,
        type: "vote_reward",
        referenceId: submission.id,
        description: `Scored a submission in ${battle.title || "a battle"}`,
      });
      stardust = posting.balance;
      await grantXp(tx, judge.id, VOTE_XP, now, { reason: "vote", referenceId: submission.id });
    }
    await recordQuestEvent(tx, judge.id, "vote", now);
    const [tally] = await tx.select({ n: count() }).from(votes).where(eq(votes.battle_id, battle.id));
    await publishBattle(tx, battle.id, "battle_votes", { votes: tally?.n ?? 0 });
    return { vote: toVoteView(vote!), rewarded, stardust };
  },
});

async function rewardedToday(tx: Tx, judge: UserRow, day: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(votes).where(and(eq(votes.voter_email, judge.email), eq(votes.rewarded_day, day)));
  return row?.n ?? 0;
}

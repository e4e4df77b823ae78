import { BATTLE_MESSAGES, CALIBRATION_FORMULA, WEIGHTED_SCORE_FORMULA, battleDetailsContract, battleStatusAt, discountedFee, type RankingEntry } from "@soundship/shared";
import { and, count, eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Tx } from "../../db/client.ts";
import { beatSubmissions, submissionRemovals, users, votes } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { signedOriginalUrl } from "../media/original-access.ts";
import { submissionListening } from "../media/submission-listening.ts";
import { effectiveTier } from "../membership/effective-tier.ts";
import { battleResults, type RankedSubmission } from "./battle-results.ts";
import { hasStake } from "./conflicts.ts";
import { battleById, toBattleView, type BattleRow } from "./battle-view.ts";
import { planEntry } from "./entry-rules.ts";
import { toSubmissionView, type SubmissionRow } from "./submission-view.ts";
import { toScores } from "./vote-view.ts";

type UserRow = typeof users.$inferSelect;

/**
 * The battle page: the battle as the clock has it, whether the caller may enter (and why not),
 * and once completed the ranking with pilots named, plus the judges' notes on the caller's own entry.
 */
export const battleDetails = defineFunction({
  contract: battleDetailsContract,
  readOnly: true,
  async handler({ tx, pilot, clock, config }, { battle_id }) {
    const now = clock.now();
    const found = await battleById(tx, battle_id);
    if (!found) throw new AppError("NOT_FOUND", BATTLE_MESSAGES.battleNotFound);
    const [user] = await tx.select().from(users).where(eq(users.id, pilot.id));
    if (!user) throw new AppError("NOT_AUTHENTICATED", "Sign in to continue");
    const battle = found.battle;
    const [mine] = await tx
      .select()
      .from(beatSubmissions)
      .where(and(eq(beatSubmissions.battle_id, battle.id), eq(beatSubmissions.user_email, user.email)));
    const [removal] = await tx
      .select()
      .from(submissionRemovals)
      .where(and(eq(submissionRemovals.battle_id, battle.id), eq(submissionRemovals.user_email, user.email)));
    const [tally] = await tx.select({ n: count() }).from(votes).where(eq(votes.battle_id, battle.id));
    return {
      battle: toBattleView(battle, found.host, now),
      is_host: hosts(battle, user),
      votes: tally?.n ?? 0,
      judging: {
        rule: battle.tournament_id ? BATTLE_MESSAGES.whoMayJudgeMatch : BATTLE_MESSAGES.whoMayJudge,
        may_judge: !(await hasStake(tx, battle, user.email)),
      },
      cancel_reason: battle.cancel_reason,
      removal: removal
        ? { title: removal.title, reason: removal.reason, fee_refunded: removal.fee_refunded, removed_at: removal.created_date.toISOString() }
        : null,
      entry: await entryState(tx, config, battle, user, mine ?? null, now),
      results: battleStatusAt(battle, now) === "completed" ? await resultsFor(tx, battle, mine ?? null, originalsFor(config, now, user.email, hosts(battle, user) || pilot.role === "admin")) : null,
    };
  },
});

async function entryState(tx: Tx, config: Config, battle: BattleRow, user: UserRow, mine: SubmissionRow | null, now: Date) {
  const fee = discountedFee(effectiveTier(user, now), battle.entry_fee);
  if (mine) {
    const media = (await submissionListening(tx, config, [mine], now)).get(mine.id)!;
    return { submission: toSubmissionView(mine, media), can_enter: false, reason: BATTLE_MESSAGES.alreadyEntered, fee: mine.fee_paid };
  }
  try {
    await planEntry(tx, battle, user, now);
    return { submission: null, can_enter: true, reason: null, fee };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { submission: null, can_enter: false, reason: error.message, fee };
  }
}

/** A tournament match's host column names its higher seed, who does not host it. */
const hosts = (battle: BattleRow, user: UserRow) => !battle.tournament_id && battle.host_email === user.email;

/**
 * How the ranking links each entry's original: signed for the battle's host and the Overseer, who
 * may download the originals once the battle is over, and for each entrant's own (DESIGN.md
 * section 6); as stored for everyone else, which a processed track's original does not answer
 * (decisions/023).
 */
function originalsFor(config: Config, now: Date, viewer: string, everyEntry: boolean) {
  return (submission: SubmissionRow) =>
    (everyEntry || submission.user_email === viewer) && submission.storage_key ? signedOriginalUrl(config, submission.beat_url, submission.storage_key, now) : submission.beat_url;
}

async function resultsFor(tx: Tx, battle: BattleRow, mine: SubmissionRow | null, originalOf: (submission: SubmissionRow) => string) {
  const results = await battleResults(tx, battle);
  const winnerId = results.winner?.submission.id ?? null;
  const own = mine ? results.ranking.find((entry) => entry.submission.id === mine.id) : undefined;
  return {
    winner_submission_id: winnerId,
    settled: battle.settled_at !== null,
    formula: WEIGHTED_SCORE_FORMULA,
    calibration: CALIBRATION_FORMULA,
    battle_mean: round(results.battleMean),
    ranking: results.ranking.map((entry) => ({ ...toRankingEntry(entry, winnerId, mine?.id), beat_url: originalOf(entry.submission) })),
    feedback: mine ? (own?.votes ?? []).map(toScores) : null,
  };
}

function toRankingEntry(entry: RankedSubmission, winnerId: string | null, mineId: string | undefined): RankingEntry {
  const average = (pick: (vote: RankedSubmission["votes"][number]) => number) =>
    entry.votes.length ? round(entry.votes.reduce((total, vote) => total + pick(vote), 0) / entry.votes.length) : null;
  return {
    submission_id: entry.submission.id,
    rank: entry.rank,
    pilot_callsign: entry.pilotCallsign,
    pilot_id: entry.pilotId,
    pilot_avatar_url: entry.pilotAvatarUrl,
    title: entry.submission.title,
    genre: entry.submission.genre,
    beat_url: entry.submission.beat_url,
    votes: entry.votes.length,
    weighted_score: round(entry.weighted_score),
    raw_mean: entry.rawMean === null ? null : round(entry.rawMean),
    average_creativity: average((vote) => vote.creativity),
    average_technical: average((vote) => vote.technical),
    average_impact: average((vote) => vote.impact),
    is_winner: entry.submission.id === winnerId,
    is_mine: entry.submission.id === mineId,
  };
}

/** Scores are shown to two decimals. */
const round = (value: number) => Math.round(value * 100) / 100;

import { BATTLE_MESSAGES, battleStatusAt, judgeSubmissionsContract, type BlindSubmission } from "@soundship/shared";
import { and, eq, inArray, ne, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { battles, beatSubmissions, votes } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { assertNoStake } from "./conflicts.ts";
import { submissionListening } from "../media/submission-listening.ts";
import { selectBattles, toBattleView } from "./battle-view.ts";
import { toScores } from "./vote-view.ts";

/**
 * A judge's own order: submissions sorted by a 64-bit hash of "judge:submission" (PostgreSQL's
 * hashtextextended, the hash its hash partitions rely on staying the same), then by id: random-looking
 * (no entry order to guess from) yet the same on every visit, and different for every judge. The
 * database computes it for every entry of the battle on each page, so it is the cheapest stable hash
 * there is: sha256 in hex cost five times as much (7 against 1.3 ms over a 5,000-entry battle,
 * about as much as reading its index alone).
 */
const judgeKeySql = (judgeId: string, submissionId: SQLWrapper | string): SQL => sql`hashtextextended(${judgeId}::text || ':' || ${submissionId}::text, 0)`;

/**
 * The submissions of a battle in voting, blind (DESIGN.md section 6): no entrant name, e-mail or id
 * reaches the judge; a pilot with a stake in the battle is refused (they may not judge it). Judges
 * listen to the preview, loudness-matched, and get the original's address only while there is no preview yet.
 * With `limit`, one page of the judge's order, after the submission `after`.
 */
export const judgeSubmissions = defineFunction({
  contract: judgeSubmissionsContract,
  readOnly: true,
  async handler({ tx, pilot, clock, config }, { battle_id, limit, after }) {
    const now = clock.now();
    const [found] = await selectBattles(tx, eq(battles.id, battle_id), [], 1);
    if (!found) throw new AppError("NOT_FOUND", BATTLE_MESSAGES.battleNotFound);
    if (battleStatusAt(found.battle, now) !== "voting") throw new AppError("BATTLE_CLOSED", BATTLE_MESSAGES.notVoting);
    await assertNoStake(tx, found.battle, pilot.email);
    const key = judgeKeySql(pilot.id, beatSubmissions.id);
    // The page's ids come from the battle's index alone (battle, entrant, id): only the rows shown are read.
    const ids = tx
      .select({ id: beatSubmissions.id })
      .from(beatSubmissions)
      .where(
        and(
          eq(beatSubmissions.battle_id, battle_id),
          ne(beatSubmissions.user_email, pilot.email),
          after ? sql`(${key}, ${beatSubmissions.id}) > (${judgeKeySql(pilot.id, after)}, ${after})` : undefined,
        ),
      )
      .orderBy(key, beatSubmissions.id);
    // One more than the page, to know whether another follows.
    const page = limit === undefined ? ids : ids.limit(limit + 1);
    const listed = await tx.select().from(beatSubmissions).where(inArray(beatSubmissions.id, page)).orderBy(key, beatSubmissions.id);
    const rows = limit === undefined ? listed : listed.slice(0, limit);
    const next = limit !== undefined && listed.length > limit ? rows.at(-1)!.id : null;
    const mine = rows.length
      ? await tx.select().from(votes).where(and(eq(votes.voter_email, pilot.email), inArray(votes.submission_id, rows.map((row) => row.id))))
      : [];
    const myVotes = new Map(mine.map((vote) => [vote.submission_id, vote]));
    const listening = await submissionListening(tx, config, rows, now);
    const submissions: BlindSubmission[] = rows.map((row) => {
      const vote = myVotes.get(row.id);
      return {
        id: row.id,
        title: row.title,
        genre: row.genre,
        ...listening.get(row.id)!,
        my_vote: vote ? toScores(vote) : null,
      };
    });
    return { battle: toBattleView(found.battle, found.host, now), submissions, next };
  },
});

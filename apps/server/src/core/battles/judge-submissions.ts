import { BATTLE_MESSAGES, battleStatusAt, judgeSubmissionsContract, type BlindSubmission } from "@soundship/shared";
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { beatSubmissions, votes } from "../../db/schema.ts";
import { queryRows, renderStatement, tableRow } from "../../db/statements.ts";
import { AppError } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { assertNoStake } from "./conflicts.ts";
import { submissionListening } from "../media/submission-listening.ts";
import { battleById, toBattleView } from "./battle-view.ts";
import { toScores } from "./vote-view.ts";

/**
 * A judge's own order: submissions sorted by a 64-bit hash of "judge:submission" (PostgreSQL's
 * hashtextextended, the hash its hash partitions rely on staying the same), then by id: random-looking
 * (no entry order to guess from) yet the same on every visit, and different for every judge. The
 * database computes it for every entry of the battle on each page, so it is the cheapest stable hash
 * there is: sha256 in hex cost five times as much (7 against 1.3 ms over a 5,000-entry battle,
 * about as much as reading its index alone).
 */
const judgeKey = (submissionId: SQLWrapper): SQL => sql`hashtextextended(${sql.placeholder("judgeId")}::text || ':' || ${submissionId}::text, 0)`;

/**
 * One page of the judge's order, `limit` rows (all of them when it is null), after the submission
 * `after` or from the start. The page's ids come from the battle's index alone (battle, entrant, id):
 * only the rows shown are read. Rendered once for each start, as each page of a battle of thousands
 * of entries asks it.
 */
function pageStatement(fromAfter: boolean) {
  const key = judgeKey(beatSubmissions.id);
  const after = fromAfter ? sql`and (${key}, ${beatSubmissions.id}) > (${judgeKey(sql.placeholder("after"))}, ${sql.placeholder("after")})` : sql``;
  return renderStatement(sql`select * from ${beatSubmissions} where ${beatSubmissions.id} in (
      select ${beatSubmissions.id} from ${beatSubmissions}
      where ${beatSubmissions.battle_id} = ${sql.placeholder("battleId")} and ${beatSubmissions.user_email} <> ${sql.placeholder("email")} ${after}
      order by ${key}, ${beatSubmissions.id} limit ${sql.placeholder("limit")})
    order by ${key}, ${beatSubmissions.id}`);
}
const FIRST_PAGE = pageStatement(false);
const NEXT_PAGE = pageStatement(true);
const submissionRow = tableRow(beatSubmissions);

const MY_VOTES = renderStatement(
  sql`select * from ${votes} where ${votes.voter_email} = ${sql.placeholder("email")} and ${votes.submission_id} = any(${sql.placeholder("ids")}::text[])`,
);
const voteRow = tableRow(votes);

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
    const found = await battleById(tx, battle_id);
    if (!found) throw new AppError("NOT_FOUND", BATTLE_MESSAGES.battleNotFound);
    if (battleStatusAt(found.battle, now) !== "voting") throw new AppError("BATTLE_CLOSED", BATTLE_MESSAGES.notVoting);
    await assertNoStake(tx, found.battle, pilot.email);
    // One more than the page, to know whether another follows.
    const values = { judgeId: pilot.id, battleId: battle_id, email: pilot.email, after, limit: limit === undefined ? null : limit + 1 };
    const listed = (await queryRows(tx, after ? NEXT_PAGE : FIRST_PAGE, values)).map(submissionRow);
    const rows = limit === undefined ? listed : listed.slice(0, limit);
    const next = limit !== undefined && listed.length > limit ? rows.at(-1)!.id : null;
    const mine = rows.length ? (await queryRows(tx, MY_VOTES, { email: pilot.email, ids: rows.map((row) => row.id) })).map(voteRow) : [];
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

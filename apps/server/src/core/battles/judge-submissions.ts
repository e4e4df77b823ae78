import { BATTLE_MESSAGES, battleStatusAt, judgeSubmissionsContract, type BlindSubmission } from "@soundship/shared";
import { sql } from "drizzle-orm";
import { beatSubmissions, votes } from "../../db/schema.ts";
import { queryRows, renderStatement, tableRow } from "../../db/statements.ts";
import { AppError } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { assertNoStake } from "./conflicts.ts";
import { submissionListening } from "../media/submission-listening.ts";
import { battleById, toBattleView } from "./battle-view.ts";
import { judgedEntries, judgePage } from "./judge-order.ts";
import { toScores } from "./vote-view.ts";

/** A battle's entries, read by its index alone; shared for a moment by every judge of it (decisions/031). */
const BATTLE_ENTRIES = renderStatement(sql`select ${beatSubmissions.id} as id from ${beatSubmissions} where ${beatSubmissions.battle_id} = ${sql.placeholder("battleId")}`);

/** The rows of one page, by id, and of this battle only. */
const PAGE_ROWS = renderStatement(
  sql`select * from ${beatSubmissions} where ${beatSubmissions.id} = any(${sql.placeholder("ids")}::text[]) and ${beatSubmissions.battle_id} = ${sql.placeholder("battleId")}`,
);
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
  async handler({ tx, pilot, clock, config, sharedReads }, { battle_id, limit, after }) {
    const now = clock.now();
    const found = await battleById(tx, battle_id);
    if (!found) throw new AppError("NOT_FOUND", BATTLE_MESSAGES.battleNotFound);
    if (battleStatusAt(found.battle, now) !== "voting") throw new AppError("BATTLE_CLOSED", BATTLE_MESSAGES.notVoting);
    await assertNoStake(tx, found.battle, pilot.email);
    // Entries close before voting opens, so the list only shrinks meanwhile (the Overseer removes one):
    // a list a moment old may name a removed entry, whose row is then not found and not shown.
    const entries = await sharedReads.read(`battle entries ${battle_id}`, async () =>
      judgedEntries((await queryRows(tx, BATTLE_ENTRIES, { battleId: battle_id })).map((row) => row.id as string)),
    );
    const page = judgePage(entries, pilot.id, after, limit ?? null);
    const read = page.ids.length ? (await queryRows(tx, PAGE_ROWS, { ids: page.ids, battleId: battle_id })).map(submissionRow) : [];
    const byId = new Map(read.map((row) => [row.id, row]));
    const rows = page.ids.flatMap((id) => byId.get(id) ?? []);
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
    return { battle: toBattleView(found.battle, found.host, now), submissions, next: page.next };
  },
});

import { BATTLE_MESSAGES, battleStatusAt, judgeSubmissionsContract, type BlindSubmission, type Scores } from "@soundship/shared";
import { sql } from "drizzle-orm";
import { battles, beats, beatSubmissions, users, votes } from "../../db/schema.ts";
import { queryRows, renderStatement, tableRow, type DriverRow } from "../../db/statements.ts";
import { AppError } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { hasStakeSql } from "./conflicts.ts";
import { listeningWith, type TrackListening } from "../media/submission-listening.ts";
import { battleWithHost, callsignSql, toBattleView } from "./battle-view.ts";
import { judgedEntries, judgePage } from "./judge-order.ts";

/** A battle's entries, read by its index alone; shared for a moment by every judge of it (decisions/031). */
const BATTLE_ENTRIES = renderStatement(sql`select ${beatSubmissions.id} as id from ${beatSubmissions} where ${beatSubmissions.battle_id} = ${sql.placeholder("battleId")}`);

/**
 * The battle, its host's callsign and whether the judge has a stake in it, in one round trip: the
 * Judge Panel asks it for every page.
 */
const BATTLE_AND_STAKE = renderStatement(sql`select ${battles}.*, ${callsignSql} as host_callsign, ${hasStakeSql(sql`${sql.placeholder("email")}`)} as stake
  from ${battles} join ${users} on ${users.email} = ${battles.host_email}
  where ${battles.id} = ${sql.placeholder("battleId")}`);

/**
 * The rows of one page, by id (they come from the battle's own list), with the judge's own scores
 * of each and what listening needs of each track. With the battle's id as a condition too,
 * PostgreSQL's generic plan walked the battle's index, 5,000 entries, for 50 rows. The judge's score
 * of each row is one probe of (judge, entry), the pair votes are unique on: joined plainly, the plan
 * read every vote the judge ever cast and matched each row against all of them.
 */
const PAGE_ROWS = renderStatement(sql`select s.*, v.creativity as my_creativity, v.technical as my_technical, v.impact as my_impact,
    v.notes as my_notes, v.vote_power as my_vote_power,
    b.id as track_id, b.preview_url as track_preview_url, b.peaks_url as track_peaks_url, b.playback_gain_db as track_playback_gain_db,
    b.status as track_status, b.duration_seconds as track_duration_seconds
  from ${beatSubmissions} s
  left join lateral (select * from ${votes} where ${votes.voter_email} = ${sql.placeholder("email")} and ${votes.submission_id} = s.id limit 1) v on true
  left join ${beats} b on b.id = s.beat_id
  where s.id = any(${sql.placeholder("ids")}::text[])`);
const submissionRow = tableRow(beatSubmissions);

/** The judge's scores on a page row, null when it has none. */
function myVote(row: DriverRow): Scores | null {
  if (row.my_vote_power === null) return null;
  return {
    creativity: row.my_creativity as number,
    technical: row.my_technical as number,
    impact: row.my_impact as number,
    notes: row.my_notes as string,
    vote_power: row.my_vote_power as number,
  };
}

/** The track of a page row, when it has one. */
function trackOf(row: DriverRow): TrackListening[] {
  if (row.track_id === null) return [];
  return [
    {
      id: row.track_id as string,
      preview_url: row.track_preview_url as string | null,
      peaks_url: row.track_peaks_url as string | null,
      playback_gain_db: row.track_playback_gain_db as number | null,
      status: row.track_status as string,
      duration_seconds: row.track_duration_seconds as number | null,
    },
  ];
}

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
    const [row] = await queryRows(tx, BATTLE_AND_STAKE, { battleId: battle_id, email: pilot.email });
    if (!row) throw new AppError("NOT_FOUND", BATTLE_MESSAGES.battleNotFound);
    const found = battleWithHost(row);
    if (battleStatusAt(found.battle, now) !== "voting") throw new AppError("BATTLE_CLOSED", BATTLE_MESSAGES.notVoting);
    if (row.stake === true) throw new AppError("RULE_REFUSED", BATTLE_MESSAGES.conflictOfInterest);
    // Entries close before voting opens, so the list only shrinks meanwhile (the Overseer removes one):
    // a list a moment old may name a removed entry, whose row is then not found and not shown.
    const entries = await sharedReads.read(`battle entries ${battle_id}`, async () =>
      judgedEntries((await queryRows(tx, BATTLE_ENTRIES, { battleId: battle_id })).map((entry) => entry.id as string)),
    );
    const page = judgePage(entries, pilot.id, after, limit ?? null);
    const read = page.ids.length ? await queryRows(tx, PAGE_ROWS, { ids: page.ids, email: pilot.email }) : [];
    const byId = new Map<string, DriverRow>(read.map((entry) => [entry.id as string, entry]));
    const listed = page.ids.flatMap((id): DriverRow[] => {
      const entry = byId.get(id);
      return entry ? [entry] : [];
    });
    const rows = listed.map(submissionRow);
    const listening = await listeningWith(tx, config, rows, listed.flatMap(trackOf), now);
    const submissions: BlindSubmission[] = rows.map((submission, i) => ({
      id: submission.id,
      title: submission.title,
      genre: submission.genre,
      ...listening.get(submission.id)!,
      my_vote: myVote(listed[i]!),
    }));
    return { battle: toBattleView(found.battle, found.host, now), submissions, next: page.next };
  },
});

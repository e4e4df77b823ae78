import { BATTLE_MESSAGES, battleStatusAt, judgeSubmissionsContract, type BlindSubmission, type Scores } from "@soundship/shared";
import { sql } from "drizzle-orm";
import { battles, beats, beatSubmissions, users, votes } from "../../db/schema.ts";
import type { Config } from "../../config.ts";
import type { Tx } from "../../db/client.ts";
import { queryRows, renderStatement, type DriverRow } from "../../db/statements.ts";
import { AppError } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { hasStakeSql } from "./conflicts.ts";
import { listeningWith, type TrackListening } from "../media/submission-listening.ts";
import { battleWithHost, callsignSql, toBattleView } from "./battle-view.ts";
import { forEachInSlices } from "./in-slices.ts";
import { judgedEntries, judgePage, type JudgedEntries } from "./judge-order.ts";

/**
 * A battle's entries with what a judge is shown of each, the same for every judge: shared for a
 * moment by every judge of it (decisions/031), so a page reads only the judge's own scores.
 */
const BATTLE_ENTRIES = renderStatement(sql`select s.id, s.title, s.genre, s.beat_id, s.beat_url, s.storage_key, s.duration_seconds,
    b.id as track_id, b.preview_url as track_preview_url, b.peaks_url as track_peaks_url, b.playback_gain_db as track_playback_gain_db,
    b.status as track_status, b.duration_seconds as track_duration_seconds
  from ${beatSubmissions} s left join ${beats} b on b.id = s.beat_id
  where s.battle_id = ${sql.placeholder("battleId")}`);

/**
 * The battle, its host's callsign and whether the judge has a stake in it, in one round trip: the
 * Judge Panel asks it for every page.
 */
const BATTLE_AND_STAKE = renderStatement(sql`select ${battles}.*, ${callsignSql} as host_callsign, ${hasStakeSql(sql`${sql.placeholder("email")}`)} as stake
  from ${battles} join ${users} on ${users.email} = ${battles.host_email}
  where ${battles.id} = ${sql.placeholder("battleId")}`);

/**
 * The judge's scores of a page's entries: one probe of (judge, entry), the pair votes are unique on,
 * for each. Written as "judge and entry in the page", PostgreSQL's generic plan read every vote the
 * judge ever cast (by the judges' history index) and kept those of the page: a prolific judge's
 * thousands for 50 entries; the probes are 4 index pages an entry, whoever judges.
 */
const MY_SCORES = renderStatement(sql`select v.submission_id, v.creativity, v.technical, v.impact, v.notes, v.vote_power
  from unnest(${sql.placeholder("ids")}::text[]) as page(id)
  join lateral (select * from ${votes} where ${votes.voter_email} = ${sql.placeholder("email")} and ${votes.submission_id} = page.id limit 1) v on true`);

/** A battle's entries in every judge's order, and each as a judge is shown it, but for the judge's own scores. */
interface ShownEntries {
  order: JudgedEntries;
  shown: Map<string, Omit<BlindSubmission, "my_vote">>;
}

async function shownEntries(tx: Tx, config: Config, battleId: string, now: Date): Promise<ShownEntries> {
  const read = await queryRows(tx, BATTLE_ENTRIES, { battleId });
  const rows = read.map((row) => ({
    id: row.id as string,
    beat_id: row.beat_id as string | null,
    beat_url: row.beat_url as string,
    storage_key: row.storage_key as string | null,
    duration_seconds: row.duration_seconds as number | null,
  }));
  const listening = await listeningWith(tx, config, rows, read.flatMap(trackOf), now);
  const shown = new Map<string, Omit<BlindSubmission, "my_vote">>();
  await forEachInSlices(read, (row) => {
    const id = row.id as string;
    shown.set(id, { id, title: row.title as string, genre: row.genre as string | null, ...listening.get(id)! });
  });
  return { order: judgedEntries([...shown.keys()]), shown };
}

/** An entry as this judge is shown it. Written out field by field: a spread of the shared entry cost a page 60 µs. */
function withScores(entry: Omit<BlindSubmission, "my_vote">, scores: Scores | null): BlindSubmission {
  const { id, title, genre, beat_url, preview_url, peaks_url, playback_gain_db, status, duration_seconds } = entry;
  return { id, title, genre, beat_url, preview_url, peaks_url, playback_gain_db, status, duration_seconds, my_vote: scores };
}

/** The judge's scores of a page's entries, by entry. */
async function myScores(tx: Tx, email: string, ids: readonly string[]): Promise<Map<string, Scores>> {
  const read = ids.length ? await queryRows(tx, MY_SCORES, { email, ids }) : [];
  return new Map(
    read.map((row) => [
      row.submission_id as string,
      { creativity: row.creativity as number, technical: row.technical as number, impact: row.impact as number, notes: row.notes as string, vote_power: row.vote_power as number },
    ]),
  );
}

/** The track of an entry's row, when it has one. */
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
    // for a moment a removed entry may still be shown, and a score given it is refused.
    const entries = await sharedReads.read(`battle entries ${battle_id}`, () => shownEntries(tx, config, battle_id, now));
    const page = judgePage(entries.order, pilot.id, after, limit ?? null);
    const scores = await myScores(tx, pilot.email, page.ids);
    const submissions = page.ids.map((id) => withScores(entries.shown.get(id)!, scores.get(id) ?? null));
    return { battle: toBattleView(found.battle, found.host, now), submissions, next: page.next };
  },
});

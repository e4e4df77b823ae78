import { setImmediate } from "node:timers/promises";
import { rankEntries, type RankedEntry } from "@soundship/shared";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { beatSubmissions, countedVotes, users, votes } from "../../db/schema.ts";
import { queryRows, queryRowsInPages, renderStatement, tableRow } from "../../db/statements.ts";
import { callsignSql, type BattleRow } from "./battle-view.ts";
import { stakeholdersOf } from "./conflicts.ts";
import { forEachInSlices } from "./in-slices.ts";
import { calibrateVotes } from "./judge-calibration.ts";
import type { SubmissionRow } from "./submission-view.ts";

/** What a result needs of a vote: who cast it, on which entry, and its scores. */
export type CastVote = Pick<typeof votes.$inferSelect, "id" | "submission_id" | "voter_email" | "creativity" | "technical" | "impact" | "notes" | "vote_power">;

export interface RankedSubmission extends RankedEntry {
  submission: SubmissionRow;
  pilotCallsign: string;
  pilotId: string;
  pilotAvatarUrl: string | null;
  /** The votes this submission's result counts (none from pilots with a stake in the battle). */
  votes: CastVote[];
  /** Mean raw vote power of those votes; null without votes. */
  rawMean: number | null;
}

export interface BattleResults {
  ranking: RankedSubmission[];
  /** Mean calibrated vote power over every counted vote in the battle; 0 without votes. */
  battleMean: number;
  /** The first of the ranking, when any vote counts at all; otherwise everyone is refunded. */
  winner: RankedSubmission | null;
  /** Each counted vote's calibrated power, by vote id: what settlement stores. */
  calibrated: Map<string, number>;
}

/**
 * Ranks a battle's submissions by weighted mean of calibrated vote power (DESIGN.md section 6). A
 * settled battle reads the votes and powers its settlement stored, so its result never moves; an
 * unsettled one leaves out the votes of its host and entrants and calibrates the rest.
 */
export async function battleResults(tx: Tx, battle: BattleRow): Promise<BattleResults> {
  const rows = await battleEntries(tx, battle.id);
  const cast = rows.length ? await castVotes(tx, battle.id) : [];
  const calibrated = battle.settled_at ? await storedPowers(tx, battle.id) : await freshPowers(tx, battle, cast);
  // Each submission's counted votes, their powers and raw total, and the battle's total, in one pass
  // in the order the votes were cast (so each sum is the one a sum over that list gives, to the bit).
  const bySubmission = new Map<string, { votes: CastVote[]; powers: number[]; raw: number }>();
  let total = 0;
  let counted = 0;
  await forEachInSlices(cast, (vote) => {
    const power = calibrated.get(vote.id);
    if (power === undefined) return;
    total += power;
    counted++;
    const tally = bySubmission.get(vote.submission_id);
    if (tally) {
      tally.votes.push(vote);
      tally.powers.push(power);
      tally.raw += vote.vote_power;
    } else bySubmission.set(vote.submission_id, { votes: [vote], powers: [power], raw: vote.vote_power });
  });
  const input = rows.map(({ submission }) => ({ id: submission.id, entered_at: submission.created_date, powers: bySubmission.get(submission.id)?.powers ?? [] }));
  // Ranking thousands of entries, and their rows, each take a turn of their own.
  await setImmediate();
  const ranked = rankEntries(input);
  await setImmediate();
  const byId = new Map(rows.map((row) => [row.submission.id, row]));
  const ranking = ranked.map((entry) => {
    const row = byId.get(entry.id)!;
    const tally = bySubmission.get(entry.id);
    return {
      ...entry,
      submission: row.submission,
      pilotCallsign: row.callsign,
      pilotId: row.pilotId,
      pilotAvatarUrl: row.avatar,
      votes: tally?.votes ?? [],
      rawMean: tally ? tally.raw / tally.votes.length : null,
    };
  });
  const battleMean = counted ? total / counted : 0;
  return { ranking, battleMean, winner: counted ? (ranking[0] ?? null) : null, calibrated };
}

// A battle's entries with their pilots, in the order they were made.
const ENTRIES = renderStatement(sql`select ${beatSubmissions}.*, ${callsignSql} as entrant_callsign, ${users.id} as entrant_id, ${users.image} as entrant_avatar
  from ${beatSubmissions} join ${users} on ${users.email} = ${beatSubmissions.user_email}
  where ${beatSubmissions.battle_id} = ${sql.placeholder("battleId")}
  order by ${beatSubmissions.created_date}`);
const submissionRow = tableRow(beatSubmissions);

/** The entries of a battle, turned into rows a slice at a time (thousands of them in a large battle). */
async function battleEntries(tx: Tx, battleId: string) {
  const rows: { submission: SubmissionRow; callsign: string; pilotId: string; avatar: string | null }[] = [];
  await forEachInSlices(await queryRowsInPages(tx, ENTRIES, { battleId }, "battle_entries", 1_000), (row) =>
    rows.push({ submission: submissionRow(row), callsign: row.entrant_callsign as string, pilotId: row.entrant_id as string, avatar: row.entrant_avatar as string | null }),
  );
  return rows;
}

// The votes on the battle's submissions, named by a subquery (a battle of thousands of entries
// would otherwise bind a parameter per entry), in id order, without their dates: turning 200,000
// timestamps into Dates, and keeping them, was most of what a large settlement held the event loop for.
const CAST_VOTES = renderStatement(sql`select ${votes.id}, ${votes.submission_id}, ${votes.voter_email}, ${votes.creativity}, ${votes.technical},
    ${votes.impact}, ${votes.notes}, ${votes.vote_power}
  from ${votes}
  where ${votes.submission_id} in (select ${beatSubmissions.id} from ${beatSubmissions} where ${beatSubmissions.battle_id} = ${sql.placeholder("battleId")})
  order by ${votes.id}`);

/** A battle's votes, a page at a time: text and whole numbers, as the driver reads them. */
async function castVotes(tx: Tx, battleId: string): Promise<CastVote[]> {
  return (await queryRowsInPages(tx, CAST_VOTES, { battleId }, "cast_votes")) as CastVote[];
}

// The powers a settlement stored, as JSON. As the row's two arrays, 100,000 votes were one array text
// the driver parsed a character at a time, holding the event loop for 350 ms whenever a large
// battle's result was shown; as rows, packets of them were parsed back to back for 35-75 ms; as JSON
// the two arrays are parsed natively, one after the other (20-30 ms in all, measured by hand).
const STORED_POWERS = renderStatement(sql`select array_to_json(${countedVotes.vote_ids})::text as ids, array_to_json(${countedVotes.calibrated_powers})::text as powers
  from ${countedVotes} where ${countedVotes.battle_id} = ${sql.placeholder("battleId")}`);

/** The powers a settlement stored; none for a battle settled without votes before every settlement stored its row. */
async function storedPowers(tx: Tx, battleId: string): Promise<Map<string, number>> {
  const [row] = await queryRows(tx, STORED_POWERS, { battleId });
  const stored = new Map<string, number>();
  if (!row) return stored;
  const ids = JSON.parse(row.ids as string) as string[];
  await setImmediate();
  const powers = JSON.parse(row.powers as string) as number[];
  await forEachInSlices(ids, (id, i) => stored.set(id, powers[i]!));
  return stored;
}

async function freshPowers(tx: Tx, battle: BattleRow, cast: CastVote[]): Promise<Map<string, number>> {
  const stake = await stakeholdersOf(tx, battle);
  const free: CastVote[] = [];
  await forEachInSlices(cast, (vote) => {
    if (!stake.has(vote.voter_email)) free.push(vote);
  });
  return calibrateVotes(tx, battle, free);
}

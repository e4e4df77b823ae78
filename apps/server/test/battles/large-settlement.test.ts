import { battleDetailsContract } from "@soundship/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { battles, countedVotes, notifications, stardustTransactions, users, votes, xpTransactions } from "../../src/db/schema.ts";
import { battleKit } from "../helpers/battles.ts";
import { economy, manualClock } from "../helpers/economy.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";

// Settling a battle of hundreds of entries and thousands of votes (built with set-based inserts)
// gives what the formula of DESIGN.md section 6 gives, computed here from the votes alone: each
// counted vote's calibrated power, the ranking with its ties, the winner, and the pot paid once.
// Run on the embedded database and, with DATABASE_URL set, on PostgreSQL.
const ENTRIES = 300;
const JUDGES = 200;
const VOTES_PER_ENTRY = 10;
/** Entrants who also scored others' entries (before entrants were refused): none of it counts. */
const RIVALS = 20;
/** Entries of an older battle that the judges' history is made of. */
const OLD_ENTRIES = 60;
const DAY = 86_400_000;
const clock = manualClock("2026-12-01T12:00:00Z");
let server: TestServer;
let kit: ReturnType<typeof battleKit>;
let host: TestPilot;
let battleId: string;
let historyId: string;
let closed: Date;

beforeAll(async () => {
  server = await startServer({}, { clock });
  kit = battleKit(server, clock);
  host = await kit.pilotOf("commander", "Grand Host");
  await economy(server).grant(host, 1000);
  const history = await kit.scheduled(host, { title: "History" });
  historyId = history.id;
  const final = await kit.scheduled(host, { title: "Grand Final", prize_pool: 300 });
  battleId = final.id;
  closed = (await server.database.db.select().from(battles).where(eq(battles.id, battleId)))[0]!.voting_end_time;
  const db = server.database.db;
  const votingAt = new Date(final.when.voting);
  const enteredAt = new Date(final.when.active);
  await db.execute(sql`insert into users (id, full_name, email)
    select 'large-entrant-' || i, 'Entrant ' || i, 'entrant' || i || '@large.test' from generate_series(1, ${ENTRIES}) i
    union all select 'large-judge-' || j, 'Judge ' || j, 'judge' || j || '@large.test' from generate_series(0, ${JUDGES - 1}) j
    union all select 'large-old-' || i, 'Old ' || i, 'old' || i || '@large.test' from generate_series(1, ${OLD_ENTRIES}) i`);
  // Entries a second apart; entries 1 and 2 at the same moment (a tie down to the entry time).
  await db.execute(sql`insert into beat_submissions (id, battle_id, user_email, title, beat_url, created_date)
    select 'large-sub-' || i, ${battleId}, 'entrant' || i || '@large.test', 'Entry ' || i, '/files/none.wav', ${enteredAt.toISOString()}::timestamptz + make_interval(secs => greatest(i, 2))
    from generate_series(1, ${ENTRIES}) i
    union all select 'large-old-sub-' || i, ${historyId}, 'old' || i || '@large.test', 'Old ' || i, '/files/none.wav', ${enteredAt.toISOString()}::timestamptz - interval '60 days'
    from generate_series(1, ${OLD_ENTRIES}) i`);
  // History: each judge's temper (harsh to generous) over the 120 days before voting closed, a
  // third of it beyond the galaxy's 90 days; the old entrants scored their own battle (a stake).
  await db.execute(sql`insert into votes (battle_id, submission_id, voter_email, creativity, technical, impact, vote_power, created_date, updated_date)
    select ${historyId}, 'large-old-sub-' || (1 + (j * 7 + k) % ${OLD_ENTRIES}), 'judge' || j || '@large.test', p, p, p, p, at, at
    from generate_series(0, ${JUDGES - 1}) j, generate_series(0, 59) k,
      lateral (select least(10, greatest(0, 3 + j % 6 + (j * 31 + k * 17) % 5 - 2)) as p,
                      ${closed.toISOString()}::timestamptz - make_interval(secs => 120 * 86400 * (k + 1) / 61 + j) as at) v
    where k < 20 + j % 40
    union all select ${historyId}, 'large-old-sub-' || i, 'old' || (1 + i % ${OLD_ENTRIES}) || '@large.test', 10, 10, 10, 10, at, at
    from generate_series(1, ${OLD_ENTRIES}) i, lateral (select ${closed.toISOString()}::timestamptz - make_interval(secs => 86400 * (i % 30 + 1)) as at) v`);
  // The battle: every entry scored by ten judges; entries 1 and 2 by the same judges alike; rivals' votes on top.
  await db.execute(sql`insert into votes (battle_id, submission_id, voter_email, creativity, technical, impact, vote_power, notes, created_date, updated_date)
    select ${battleId}, 'large-sub-' || s, 'judge' || j || '@large.test', p, p, p, p, case when t = 0 then 'Solid' else '' end, at, at
    from generate_series(1, ${ENTRIES}) s, generate_series(0, ${VOTES_PER_ENTRY - 1}) t,
      lateral (select case when s <= 2 then t * 13 % ${JUDGES} else (s * 7 + t * 13) % ${JUDGES} end as j) who,
      lateral (select least(10, greatest(0, case when s <= 2 then 8 else 2 + s % 7 end + j % 5 - 2)) as p,
                      ${votingAt.toISOString()}::timestamptz + make_interval(secs => (s * 10 + t) / 4.0) as at) v
    union all select ${battleId}, 'large-sub-' || (1 + (r + 5) % ${ENTRIES}), 'entrant' || r || '@large.test', 0, 0, 0, 0, '', at, at
    from generate_series(1, ${RIVALS}) r, lateral (select ${votingAt.toISOString()}::timestamptz + make_interval(secs => r) as at) v`);
});
afterAll(() => server?.close());

interface Vote {
  id: string;
  battle: string;
  submission: string;
  judge: string;
  power: number;
  at: Date;
}

const mean = (values: number[]) => values.reduce((total, value) => total + value, 0) / values.length;
const spread = (values: number[]) => Math.sqrt(mean(values.map((value) => (value - mean(values)) ** 2)));

/**
 * The reference, from DESIGN.md section 6 alone: votes of the host and entrants of a battle count
 * nowhere; G and S over the 90 days before voting closed, each judge's last 50 votes shrunk with
 * the weight of 5, spreads at least 0.5, powers clamped to 0..10; the weighted mean (3 × battle
 * mean + Σ) / (3 + votes); ties by more votes, then the earlier entry (then the id).
 */
function reference(all: Vote[], stakes: Map<string, Set<string>>, entered: Map<string, Date>) {
  const history = all.filter((vote) => !stakes.get(vote.battle)!.has(vote.judge) && vote.at < closed);
  const window = history.filter((vote) => vote.at.getTime() >= closed.getTime() - 90 * DAY).map((vote) => vote.power);
  const G = mean(window);
  const S = Math.max(0.5, spread(window));
  const baseline = new Map<string, { m: number; s: number }>();
  for (const judge of new Set(history.map((vote) => vote.judge))) {
    const own = history
      .filter((vote) => vote.judge === judge)
      .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1))
      .slice(0, 50)
      .map((vote) => vote.power);
    const n = own.length;
    baseline.set(judge, { m: (n * mean(own) + 5 * G) / (n + 5), s: Math.max(0.5, (n * spread(own) + 5 * S) / (n + 5)) });
  }
  const counted = history.filter((vote) => vote.battle === battleId);
  const powers = new Map(counted.map((vote) => {
    const { m, s } = baseline.get(vote.judge)!;
    return [vote.id, Math.min(10, Math.max(0, G + (S * (vote.power - m)) / s))];
  }));
  const battleMean = mean([...powers.values()]);
  const ranking = [...entered.keys()]
    .map((id) => {
      const mine = counted.filter((vote) => vote.submission === id).map((vote) => powers.get(vote.id)!);
      return { id, votes: mine.length, weighted: (3 * battleMean + mine.reduce((a, b) => a + b, 0)) / (3 + mine.length) };
    })
    .sort((a, b) =>
      (Math.abs(b.weighted - a.weighted) < 1e-9 ? 0 : b.weighted - a.weighted) ||
      b.votes - a.votes ||
      entered.get(a.id)!.getTime() - entered.get(b.id)!.getTime() ||
      (a.id < b.id ? -1 : 1),
    );
  return { powers, ranking };
}

describe("settling a large battle", () => {
  it(`settles ${ENTRIES} entries and ${ENTRIES * VOTES_PER_ENTRY} votes as the formula says, and pays once`, async () => {
    const db = server.database.db;
    const all: Vote[] = (await db.select().from(votes)).map((vote) => ({ id: vote.id, battle: vote.battle_id, submission: vote.submission_id, judge: vote.voter_email, power: vote.vote_power, at: vote.updated_date }));
    const entries = await db.execute<{ id: string; battle_id: string; user_email: string; created_date: string }>(sql`select id, battle_id, user_email, created_date from beat_submissions`);
    const stakes = new Map([battleId, historyId].map((id) => [id, new Set([host.email, ...entries.rows.filter((row) => row.battle_id === id).map((row) => row.user_email)])]));
    const entered = new Map(entries.rows.filter((row) => row.battle_id === battleId).map((row) => [row.id, new Date(row.created_date)]));
    const expected = reference(all, stakes, entered);
    expect(expected.powers.size).toBe(ENTRIES * VOTES_PER_ENTRY);

    clock.set(new Date(closed.getTime() + 60_000).toISOString());
    const reports = [await kit.tick(), await kit.tick()];
    expect(reports.map((report) => report.settled.includes(battleId))).toEqual([true, false]);

    const [stored] = await db.select().from(countedVotes).where(eq(countedVotes.battle_id, battleId));
    expect(new Set(stored!.vote_ids)).toEqual(new Set(expected.powers.keys()));
    for (const [i, id] of stored!.vote_ids.entries()) expect(Math.abs(stored!.calibrated_powers[i]! - expected.powers.get(id)!)).toBeLessThan(1e-9);
    const [battle] = await db.select().from(battles).where(eq(battles.id, battleId));
    expect(battle!.winner_submission_id).toBe(expected.ranking[0]!.id);

    const page = battleDetailsContract.result.parse((await kit.details(host, battleId)).body);
    expect(page.results!.ranking.map((entry) => entry.submission_id)).toEqual(expected.ranking.map((entry) => entry.id));
    for (const [i, entry] of page.results!.ranking.entries()) expect(Math.abs(entry.weighted_score - expected.ranking[i]!.weighted)).toBeLessThan(0.01);
    // Entries 1 and 2 tie on everything but their ids.
    const tied = expected.ranking.filter((entry) => entry.id === "large-sub-1" || entry.id === "large-sub-2");
    expect(tied[0]!.weighted).toBeCloseTo(tied[1]!.weighted, 9);

    // The pot (the host's escrow) went to the winner once, with one win's XP, and every entrant was told.
    const winnerEmail = entries.rows.find((row) => row.id === battle!.winner_submission_id)!.user_email;
    const paid = await db.select().from(stardustTransactions).where(eq(stardustTransactions.reference_id, battleId));
    expect(paid.filter((row) => row.transaction_type === "battle_win").map((row) => [row.user_email, row.amount])).toEqual([[winnerEmail, 300]]);
    const [winner] = await db.select().from(users).where(eq(users.email, winnerEmail));
    expect([winner!.stardust, winner!.battlesWon, winner!.xp]).toEqual([300, 1, 100]);
    expect(await db.$count(xpTransactions, eq(xpTransactions.reference_id, battleId))).toBe(1);
    const told = await db.select({ email: notifications.user_email }).from(notifications).where(sql`${notifications.reference_id} = ${battleId} and ${notifications.type} = 'battle_result'`);
    expect(new Set(told.map((row) => row.email)).size).toBe(ENTRIES);
  });
});

import { BATTLE_MESSAGES, TOURNAMENT_MESSAGES, shuffled, tournamentDetailsContract } from "@soundship/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runBattleTick } from "../../src/core/settlement/battle-tick.ts";
import { CHAMPION_XP } from "../../src/core/tournaments/bracket.ts";
import { runTournamentTick } from "../../src/core/tournaments/tournament-tick.ts";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { battles, memberships, stardustTransactions, tournamentEntries, tournamentMatches, users, xpTransactions } from "../../src/db/schema.ts";
import type { battleKit } from "../helpers/battles.ts";
import { manualClock, type economy } from "../helpers/economy.ts";
import type { TestPilot, TestServer } from "../helpers/server.ts";
import { tournamentServer, type tournamentKit } from "../helpers/tournaments.ts";
import { notificationMailer } from "../../src/core/notifications/notification-mailer.ts";

// Run on the embedded database and, with DATABASE_URL set, on PostgreSQL, where two instances' ticks truly overlap.
const HOUR = 60 * 60 * 1000;
const clock = manualClock("2026-12-01T12:00:00Z");
let server: TestServer;
let kit: ReturnType<typeof tournamentKit>;
let pilots: ReturnType<typeof battleKit>;
let books: ReturnType<typeof economy>;
let other: Database;

beforeAll(async () => {
  ({ server, kit, pilots, books } = await tournamentServer(clock));
  // A second instance: its own connection pool to the same database (the embedded one has one connection).
  other = server.database.url ? await openDatabase({ url: server.database.url, poolSize: 5 }) : server.database;
});
afterAll(async () => {
  if (other && other !== server.database) await other.close();
  await server?.close();
});

/** The job of two instances at once, twice each: tournaments moved and drawn, battles settled. */
async function ticks(at: Date, random: () => number = Math.random) {
  const mailer = notificationMailer(server.app.services.config);
  const run = async (db: Database["db"]) => {
    await runTournamentTick(db, at, mailer, random);
    const report = await runBattleTick(db, at, mailer);
    expect(report.failed).toEqual([]);
    await runTournamentTick(db, at, mailer, random);
  };
  await Promise.all([run(server.database.db), run(other.db), run(server.database.db), run(other.db)]);
}

async function booksBalance() {
  const rows = await server.database.db.execute(sql`
    select u.email from ${users} u left join ${stardustTransactions} t on t.user_email = u.email
    group by u.email, u.stardust having u.stardust <> coalesce(sum(t.amount), 0)`);
  expect((rows as unknown as { rows: unknown[] }).rows).toEqual([]);
}

const details = async (pilot: TestPilot, id: string) => {
  const reply = await pilots.invoke(pilot, "tournamentDetails", { id });
  expect(reply.status).toBe(200);
  return tournamentDetailsContract.result.parse(reply.body);
};
const matchesOf = (id: string) =>
  server.database.db.select().from(tournamentMatches).where(eq(tournamentMatches.tournament_id, id)).orderBy(asc(tournamentMatches.round), asc(tournamentMatches.match));
const matchAt = async (id: string, round: number, match: number) => (await matchesOf(id)).find((row) => row.round === round && row.match === match)!;
const prizes = (id: string) =>
  server.database.db.$count(stardustTransactions, and(eq(stardustTransactions.reference_id, id), eq(stardustTransactions.transaction_type, "tournament_prize")));

async function enter(pilot: TestPilot, battleId: string) {
  const reply = await pilots.enter(pilot, battleId, (await pilots.track(pilot)).id);
  expect(reply.status).toBe(200);
  return reply.body.submission.id as string;
}
async function judge(submissionId: string, score: number) {
  const judgeOf = await pilots.pilotOf("cadet", "Judge");
  expect((await pilots.score(judgeOf, submissionId, { creativity: score, technical: score, impact: score })).status).toBe(200);
}

describe("a whole 5-pilot tournament, played on an injected clock by two instances' jobs at once", () => {
  it("draws a seeded bracket with byes, plays every match as a battle and pays the champion once", async () => {
    const start = clock.now();
    const { id } = await kit.open({ name: "Pulsar Open", entry_fee: 30, max_players: 8, battle_type: "song_battle" });
    const field: TestPilot[] = [];
    const names = new Map<string, string>();
    const nameOf = (pilot: TestPilot) => names.get(pilot.email)!;
    for (const name of ["Vega", "Rigel", "Deneb", "Altair", "Mira"]) {
      const pilot = await pilots.pilotOf("cadet", name);
      names.set(pilot.email, name);
      expect((await kit.join(pilot, id)).body).toEqual({ ok: true });
      field.push(pilot);
    }
    const outsider = await pilots.pilotOf("commander", "Outsider");

    // starts_at: the bracket is drawn in the order the injected random source gives.
    const starts = new Date(start.getTime() + 48 * HOUR);
    const rolls = [0.3, 0.8, 0.1, 0.6];
    // The draw shuffles the entries in the order they joined (ties on the clock broken by id).
    const joined = await server.database.db.select().from(tournamentEntries).where(eq(tournamentEntries.tournament_id, id)).orderBy(asc(tournamentEntries.created_date), asc(tournamentEntries.id));
    const inJoinOrder = joined.map((entry) => field.find((pilot) => pilot.email === entry.user_email)!);
    const expected = shuffled(inJoinOrder, ((queue) => () => queue.shift()!)([...rolls]));
    clock.set(starts.toISOString());
    await ticks(starts, ((queue) => () => queue.shift() ?? 0.5)([...rolls]));
    const seeds = await server.database.db.select().from(tournamentEntries).where(eq(tournamentEntries.tournament_id, id));
    const seedOf = (pilot: TestPilot) => seeds.find((entry) => entry.user_email === pilot.email)!.seed;
    expect(expected.map(seedOf)).toEqual([1, 2, 3, 4, 5]);
    const seed = (n: number) => expected[n - 1]!;

    // 8 slots: seeds 1, 2 and 3 have byes; 4 v 5 and then 2 v 3 are played now; 7 match rows, drawn once.
    const drawn = await matchesOf(id);
    expect(drawn.map((row) => [row.round, row.match, row.seed_a, row.seed_b, row.winner_email !== null, row.battle_id !== null])).toEqual([
      [1, 1, 1, null, true, false],
      [1, 2, 4, 5, false, true],
      [1, 3, 2, null, true, false],
      [1, 4, 3, null, true, false],
      [2, 1, 1, null, false, false],
      [2, 2, 2, 3, false, true],
      [3, 1, null, null, false, false],
    ]);
    const matchBattles = await server.database.db.select().from(battles).where(eq(battles.tournament_id, id));
    expect(matchBattles).toHaveLength(2);
    for (const battle of matchBattles) {
      expect(battle).toMatchObject({ battle_type: "song_battle", entry_fee: 0, prize_pool: 0, pot: 0, max_participants: 2 });
      expect([battle.end_time.getTime() - starts.getTime(), battle.voting_end_time.getTime() - starts.getTime()]).toEqual([48 * HOUR, 72 * HOUR]);
    }
    const r1 = (await matchAt(id, 1, 2)).battle_id!;
    const r2b = (await matchAt(id, 2, 2)).battle_id!;

    // The page: rules, entrants by seed, the bracket, each pilot's next match; never an e-mail.
    const page = await details(seed(4), id);
    expect(page.tournament).toMatchObject({ state: "in_progress", battle_type: "song_battle", entry_fee: 30, stardust_pot: 150, match_entry_hours: 48, match_voting_hours: 24 });
    expect(page.entrants.map((entrant) => [entrant.seed, entrant.callsign])).toEqual(expected.map((pilot, i) => [i + 1, nameOf(pilot)]));
    expect(page.rounds.map((round) => [round.name, round.matches.length])).toEqual([["Quarter-finals", 4], ["Semi-finals", 2], ["Final", 1]]);
    expect(page.rounds[0]!.matches[0]).toMatchObject({ bye: true, winner: "a", battle_id: null });
    expect(page.my_next_match).toMatchObject({ round_name: "Quarter-finals", battle_id: r1, deadline: new Date(starts.getTime() + 48 * HOUR).toISOString(), entered: false });
    expect(page.my_next_match!.opponent).toMatchObject({ callsign: nameOf(seed(5)), seed: 5 });
    expect(JSON.stringify(page)).not.toMatch(/@/);

    // Entering: only the match's two pilots, free, without using up a monthly battle entry.
    clock.set(new Date(starts.getTime() + HOUR).toISOString());
    const refused = await pilots.enter(outsider, r1, (await pilots.track(outsider)).id);
    expect([refused.status, refused.body.message]).toEqual([422, TOURNAMENT_MESSAGES.notYourMatch]);
    const sub4 = await enter(seed(4), r1);
    const sub5 = await enter(seed(5), r1);
    await enter(seed(2), r2b); // seed 3 does not show up
    const used = await server.database.db.select({ used: memberships.battle_entries_used }).from(memberships).where(eq(memberships.user_email, seed(4).email));
    expect(used).toEqual([{ used: 0 }]);
    expect(await books.books(seed(4))).toEqual({ balance: 70, ledger: 70 });

    // The Judge Panel scores the upset: seed 5 beats seed 4.
    clock.set(new Date(starts.getTime() + 50 * HOUR).toISOString());
    // Neither pilot of a match judges it, and the Judge Panel does not offer it to them; seed 3,
    // who never entered their match, is its pilot all the same.
    for (const [player, submission] of [[seed(4), sub5], [seed(5), sub4]] as const) {
      const refusal = await pilots.score(player, submission, { creativity: 1, technical: 1, impact: 1 });
      expect([refusal.status, refusal.body.message]).toEqual([422, BATTLE_MESSAGES.conflictOfInterest]);
      expect((await pilots.invoke(player, "judgeBattles")).body.battles.map((b: { id: string }) => b.id)).not.toContain(r1);
    }
    expect((await pilots.invoke(seed(3), "judgeSubmissions", { battle_id: r2b })).body.message).toBe(BATTLE_MESSAGES.conflictOfInterest);
    expect((await pilots.details(seed(4), r1)).body.judging).toEqual({ rule: BATTLE_MESSAGES.whoMayJudgeMatch, may_judge: false });
    expect((await pilots.details(outsider, r1)).body.judging).toEqual({ rule: BATTLE_MESSAGES.whoMayJudgeMatch, may_judge: true });
    await judge(sub5, 9);
    await judge(sub4, 3);

    // Round 1 settles: 5 advances on votes, 2 on 3's no-show; the semi-final 1 v 5 starts.
    await ticks(new Date(starts.getTime() + 72 * HOUR));
    expect((await matchAt(id, 1, 2)).winner_email).toBe(seed(5).email);
    expect((await matchAt(id, 2, 2)).winner_email).toBe(seed(2).email);
    const semi = await matchAt(id, 2, 1);
    expect([semi.pilot_a_email, semi.pilot_b_email, semi.seed_b]).toEqual([seed(1).email, seed(5).email, 5]);
    expect(semi.battle_id).not.toBeNull();
    const final0 = await matchAt(id, 3, 1);
    expect([final0.pilot_a_email, final0.pilot_b_email, final0.battle_id]).toEqual([null, seed(2).email, null]);

    // Nobody enters the semi-final: the higher seed advances. ends_at has passed; the bracket runs on.
    const afterSemi = new Date(starts.getTime() + 144 * HOUR);
    await ticks(afterSemi);
    expect((await kit.stored(id)).state).toBe("in_progress");
    const final = await matchAt(id, 3, 1);
    expect([final.pilot_a_email, final.pilot_b_email]).toEqual([seed(1).email, seed(2).email]);

    clock.set(new Date(afterSemi.getTime() + HOUR).toISOString());
    const eliminated = await pilots.enter(seed(5), final.battle_id!, (await pilots.track(seed(5))).id);
    expect(eliminated.body.message).toBe(TOURNAMENT_MESSAGES.notYourMatch);
    const subA = await enter(seed(1), final.battle_id!);
    const subB = await enter(seed(2), final.battle_id!);
    clock.set(new Date(afterSemi.getTime() + 50 * HOUR).toISOString());
    await judge(subA, 4);
    await judge(subB, 8);
    expect(await prizes(id)).toBe(0);

    // The final settles on two instances at once: the champion takes the pot once.
    const done = new Date(afterSemi.getTime() + 72 * HOUR);
    await ticks(done);
    await ticks(new Date(done.getTime() + HOUR));
    expect(await prizes(id)).toBe(1);
    const champion = seed(2);
    expect(await books.books(champion)).toEqual({ balance: 70 + 150, ledger: 70 + 150 });
    const [prize] = await server.database.db
      .select()
      .from(stardustTransactions)
      .where(and(eq(stardustTransactions.reference_id, id), eq(stardustTransactions.transaction_type, "tournament_prize")));
    expect([prize!.user_email, prize!.amount]).toEqual([champion.email, 150]);
    const xp = await server.database.db.select().from(xpTransactions).where(and(eq(xpTransactions.user_id, champion.id), eq(xpTransactions.reason, "tournament_win")));
    expect(xp.map((row) => [row.amount, row.reference_id])).toEqual([[CHAMPION_XP, id]]);
    expect(await kit.stored(id)).toMatchObject({ state: "completed", champion_email: champion.email });

    clock.set(new Date(done.getTime() + HOUR).toISOString());
    const end = await details(seed(1), id);
    expect(end.tournament.state).toBe("completed");
    expect(end.champion).toMatchObject({ callsign: nameOf(champion), seed: 2, is_me: false });
    expect(end.my_next_match).toBeNull();
    const finalView = end.rounds[2]!.matches[0]!;
    expect(finalView).toMatchObject({ winner: "b", battle_status: "completed", a: { entered: true }, b: { entered: true } });
    expect(finalView.b.score!).toBeGreaterThan(finalView.a.score!);
    await booksBalance();
  }, 240_000);
});

describe("small and quiet brackets", () => {
  it("0 entrants: completes with nothing at ends_at; 1 entrant: that pilot is champion at once and takes the pot", async () => {
    const start = clock.now();
    const empty = await kit.open({ name: "Ghost Cup" });
    const solo = await kit.open({ name: "Solo Cup", entry_fee: 40 });
    const lone = await pilots.pilotOf("cadet", "Lone");
    expect((await kit.join(lone, solo.id)).status).toBe(200);
    const starts = new Date(start.getTime() + 48 * HOUR);
    await ticks(starts);
    expect(await kit.stored(empty.id)).toMatchObject({ state: "in_progress", champion_email: null });
    expect(await matchesOf(empty.id)).toEqual([]);
    expect(await kit.stored(solo.id)).toMatchObject({ state: "completed", champion_email: lone.email });
    expect(await books.books(lone)).toEqual({ balance: 100, ledger: 100 });
    await ticks(new Date(start.getTime() + 7 * 24 * HOUR));
    expect((await kit.stored(empty.id)).state).toBe("completed");
    expect(await prizes(empty.id)).toBe(0);
    expect(await prizes(solo.id)).toBe(1);
  }, 120_000);

  it("2 entrants, no entries and no votes: the higher seed advances and is champion", async () => {
    clock.set("2026-12-20T12:00:00Z");
    const { id } = await kit.open({ name: "Quiet Cup", entry_fee: 0, match_entry_hours: 2, match_voting_hours: 1 });
    const [a, b] = [await pilots.pilotOf("cadet", "Sirius"), await pilots.pilotOf("cadet", "Canopus")];
    await kit.join(a!, id);
    await kit.join(b!, id);
    const starts = new Date(clock.now().getTime() + 48 * HOUR);
    await ticks(starts, () => 0);
    const [final] = await matchesOf(id);
    const [battle] = await server.database.db.select().from(battles).where(eq(battles.id, final!.battle_id!));
    expect(battle!.voting_end_time.getTime() - starts.getTime()).toBe(3 * HOUR);
    await ticks(new Date(starts.getTime() + 3 * HOUR));
    const topSeed = final!.seed_a === 1 ? final!.pilot_a_email : final!.pilot_b_email;
    expect(await kit.stored(id)).toMatchObject({ state: "completed", champion_email: topSeed });
    expect(await prizes(id)).toBe(0);
  }, 120_000);

  it("a match the Overseer cancels is decided as an unjudged one: its only entrant advances, and the bracket goes on", async () => {
    clock.set("2026-12-26T12:00:00Z");
    const { id } = await kit.open({ name: "Cancelled Cup", entry_fee: 30 });
    const [a, b] = [await pilots.pilotOf("cadet", "Vega"), await pilots.pilotOf("cadet", "Deneb")];
    await kit.join(a!, id);
    await kit.join(b!, id);
    const starts = new Date(clock.now().getTime() + 48 * HOUR);
    await ticks(starts, () => 0);
    const [final] = await matchesOf(id);
    const lowerSeed = final!.seed_a === 1 ? final!.pilot_b_email : final!.pilot_a_email;
    const entrant = lowerSeed === a!.email ? a! : b!;
    clock.set(new Date(starts.getTime() + HOUR).toISOString());
    await enter(entrant, final!.battle_id!);
    const admin = await server.admin();
    const cancel = await pilots.invoke(admin, "overseerCancelBattle", { battle_id: final!.battle_id!, reason: "Broken upload" });
    expect(cancel.status).toBe(200);
    expect(await kit.stored(id)).toMatchObject({ state: "completed", champion_email: entrant.email });
    expect((await matchAt(id, 1, 1)).winner_email).toBe(entrant.email);
    expect(await prizes(id)).toBe(1);
    await booksBalance();
  }, 120_000);
});

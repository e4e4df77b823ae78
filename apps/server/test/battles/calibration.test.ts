import { battleDetailsContract } from "@soundship/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { battles, users, votes } from "../../src/db/schema.ts";
import { battleKit } from "../helpers/battles.ts";
import { manualClock } from "../helpers/economy.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";

// DESIGN.md section 6, Judging: calibrated judges, checked against a computation written here from
// the formula alone. Run on the embedded database and, with DATABASE_URL set, on PostgreSQL.
const DAY = 86_400_000;
const clock = manualClock("2026-12-01T12:00:00Z");
let server: TestServer;
let kit: ReturnType<typeof battleKit>;

/** Every vote the test casts: who, what power, when last changed, and whether its judge had a stake. */
interface CastVote {
  judge: string;
  power: number;
  at: Date;
  stake: boolean;
  battle: string;
  submission: string;
}
const cast: CastVote[] = [];

beforeAll(async () => {
  server = await startServer({}, { clock });
  kit = battleKit(server, clock);
});
afterAll(() => server?.close());

const mean = (values: number[]) => values.reduce((total, value) => total + value, 0) / values.length;
const spread = (values: number[]) => Math.sqrt(mean(values.map((value) => (value - mean(values)) ** 2)));

/** The reference: the formula of DESIGN.md section 6 over `cast`, as it stood at `closed`. */
function reference(battleId: string, entries: string[], closed: Date) {
  const history = cast.filter((vote) => !vote.stake && vote.at < closed);
  const window = history.filter((vote) => vote.at.getTime() >= closed.getTime() - 90 * DAY).map((vote) => vote.power);
  const G = mean(window);
  const S = Math.max(0.5, spread(window));
  const calibrate = (vote: CastVote) => {
    const own = history.filter((other) => other.judge === vote.judge).sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, 50);
    const n = own.length;
    const powers = own.map((other) => other.power);
    const m = (n * mean(powers) + 5 * G) / (n + 5);
    const s = Math.max(0.5, (n * spread(powers) + 5 * S) / (n + 5));
    return Math.min(10, Math.max(0, G + (S * (vote.power - m)) / s));
  };
  const counted = history.filter((vote) => vote.battle === battleId);
  const battleMean = mean(counted.map(calibrate));
  const rawBattleMean = mean(counted.map((vote) => vote.power));
  return entries.map((submission) => {
    const mine = counted.filter((vote) => vote.submission === submission);
    const calibrated = mine.map(calibrate);
    const raw = mine.map((vote) => vote.power);
    return {
      submission,
      calibrated: (3 * battleMean + calibrated.reduce((a, b) => a + b, 0)) / (3 + mine.length),
      raw: (3 * rawBattleMean + raw.reduce((a, b) => a + b, 0)) / (3 + mine.length),
      rawMean: mean(raw),
    };
  });
}

/** A vote written straight to the table at `at` (history, and a vote cast before stakeholders were refused). */
async function record(judge: { email: string }, battle: string, submission: string, power: number, at: Date, stake = false) {
  await server.database.db.insert(votes).values({
    battle_id: battle, submission_id: submission, voter_email: judge.email,
    creativity: power, technical: power, impact: power, vote_power: power, created_date: at, updated_date: at,
  });
  cast.push({ judge: judge.email, power, at, stake, battle, submission });
}

describe("calibrated judges", () => {
  it("lets no judge who gives everything 10 carry an entry alone, and agrees with the reference to 0.01", async () => {
    const host = await kit.pilotOf("admiral", "Calibration Host");
    // History: an old battle with 60 submissions, scored over the 100 days before.
    const old = await kit.scheduled(host, { title: "History" });
    const historyStart = new Date(Date.UTC(2026, 7, 1));
    const subs = [];
    for (let i = 0; i < 60; i++) subs.push((await kit.submission(old.id, (await kit.extra(`Old ${i}`)).email, historyStart)).id);
    const generous = await kit.pilotOf(null, "Generous");
    const fair = [await kit.pilotOf(null, "Fair One"), await kit.pilotOf(null, "Fair Two"), await kit.pilotOf(null, "Fair Three")];
    const pattern = [3, 4, 5, 6, 7, 8, 9, 5, 6, 7];
    for (let i = 0; i < 40; i++) await record(generous, old.id, subs[i]!, 10, new Date(historyStart.getTime() + (i + 40) * DAY));
    // Fair One has 60 votes, the oldest 10 beyond the galaxy's 90 days and beyond their last 50.
    for (let i = 0; i < 60; i++) await record(fair[0]!, old.id, subs[i]!, pattern[i % 10]!, new Date(historyStart.getTime() + i * 1.5 * DAY));
    for (const [k, judge] of fair.slice(1).entries()) {
      for (let i = 0; i < 30; i++) await record(judge, old.id, subs[i]!, pattern[(i + k) % 10]!, new Date(historyStart.getTime() + (50 + i) * DAY + k * 3600_000));
    }

    // The battle: A gets the generous judge's 10 and middling fair scores, B fair 7s.
    const { id, when } = await kit.scheduled(host, { title: "Calibrated" });
    clock.set(when.active);
    const [pilotA, pilotB] = [await kit.pilotOf("cadet", "Entrant A"), await kit.pilotOf("cadet", "Entrant B")];
    const a = (await kit.enter(pilotA, id, (await kit.track(pilotA)).id)).body.submission.id as string;
    const b = (await kit.enter(pilotB, id, (await kit.track(pilotB)).id)).body.submission.id as string;
    clock.set(when.voting);
    const voteAt = new Date(when.voting);
    const score = async (judge: TestPilot, submission: string, power: number) => {
      expect((await kit.score(judge, submission, { creativity: power, technical: power, impact: power })).status).toBe(200);
      cast.push({ judge: judge.email, power, at: voteAt, stake: false, battle: id, submission });
    };
    await score(generous, a, 10);
    for (const [judge, power] of [[fair[0]!, 6], [fair[1]!, 6], [fair[2]!, 7]] as const) await score(judge, a, power);
    for (const judge of fair) await score(judge, b, 7);
    // A rival's 0 for A, cast before entrants were refused: it never counts.
    await record(pilotB, id, a, 0, voteAt, true);

    const closed = (await server.database.db.select().from(battles).where(eq(battles.id, id)))[0]!.voting_end_time;
    const expected = reference(id, [a, b], closed);
    clock.set(when.completed);
    const page = battleDetailsContract.result.parse((await kit.details(host, id)).body);
    const byId = new Map(page.results!.ranking.map((entry) => [entry.submission_id, entry]));
    for (const entry of expected) {
      expect(Math.abs(byId.get(entry.submission)!.weighted_score - entry.calibrated)).toBeLessThan(0.01);
      expect(Math.abs(byId.get(entry.submission)!.raw_mean! - entry.rawMean)).toBeLessThan(0.01);
    }
    expect(byId.get(a)!.votes).toBe(4);
    // On raw scores the generous judge would have carried A; calibrated, B wins.
    const [refA, refB] = expected;
    expect(refA!.raw).toBeGreaterThan(refB!.raw);
    expect(refB!.calibrated).toBeGreaterThan(refA!.calibrated);
    expect(page.results!.winner_submission_id).toBe(b);
    expect(page.results!.calibration).toContain("clamp(0, 10, G + S × (v − mⱼ) / sⱼ)");

    // Settled once, by two ticks at once, on the same result; later history moves nothing.
    const reports = await Promise.all([kit.tick(), kit.tick()]);
    expect(reports.flatMap((report) => report.settled).filter((settled) => settled === id)).toHaveLength(1);
    const [winner] = await server.database.db.select({ battlesWon: users.battlesWon }).from(users).where(eq(users.id, pilotB.id));
    expect(winner!.battlesWon).toBe(1);
    // The win counts on This Season's board too, not only All-time.
    for (const period of ["season", "all_time"]) {
      const board = await kit.invoke(pilotB, "getLeaderboard", { period });
      expect(board.body.me).toMatchObject({ battlesWon: 1 });
    }
    for (let i = 40; i < 60; i++) await record(generous, old.id, subs[i]!, 0, new Date(historyStart.getTime() + 100 * DAY));
    const after = battleDetailsContract.result.parse((await kit.details(host, id)).body);
    expect(after.results!.ranking).toEqual(page.results!.ranking);
    expect((await server.database.db.select().from(battles).where(eq(battles.id, id)))[0]!.winner_submission_id).toBe(b);
  });

  it("counts a judge whose only vote is this one raw", async () => {
    const host = await kit.pilotOf("admiral", "Raw Host");
    const { id, when } = await kit.scheduled(host, { title: "Newcomers" });
    clock.set(when.active);
    const entrant = await kit.pilotOf("cadet", "Solo");
    const sub = (await kit.enter(entrant, id, (await kit.track(entrant)).id)).body.submission.id as string;
    clock.set(when.voting);
    const judge = await kit.pilotOf(null);
    expect((await kit.score(judge, sub, { creativity: 4, technical: 4, impact: 4 })).status).toBe(200);
    clock.set(when.completed);
    const page = battleDetailsContract.result.parse((await kit.details(host, id)).body);
    // One entry: its weighted score is its one calibrated vote.
    expect(page.results!.ranking[0]).toMatchObject({ votes: 1, raw_mean: 4, weighted_score: 4 });
  });
});

import { battleDetailsContract, battleListContract, WEIGHTED_SCORE_FORMULA } from "@soundship/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { battles, quests } from "../../src/db/schema.ts";
import { battleKit } from "../helpers/battles.ts";
import { economy, manualClock } from "../helpers/economy.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";

const clock = manualClock("2026-12-01T12:00:00Z");
let server: TestServer;
let kit: ReturnType<typeof battleKit>;
let books: ReturnType<typeof economy>;
let host: TestPilot;

beforeAll(async () => {
  server = await startServer({}, { clock });
  kit = battleKit(server, clock);
  books = economy(server);
  host = await kit.pilotOf("commander", "Arena Host");
  await books.grant(host, 1000);
});
afterAll(() => server?.close());

const battle = (form: Record<string, unknown> = {}) => kit.scheduled(host, { title: "Clockwork", ...form });

const storedStatus = async (id: string) => (await server.database.db.select().from(battles).where(eq(battles.id, id)))[0]!;

describe("the clock drives the phases", () => {
  it("shows the clock's status on every read before the job runs, and the job stores it", async () => {
    const { id, when } = await battle();
    for (const [status, time] of Object.entries(when)) {
      clock.set(time);
      const list = battleListContract.result.parse((await kit.invoke(host, "battleList", { status })).body);
      expect(list.battles.map((b) => b.id)).toContain(id);
      const details = battleDetailsContract.result.parse((await kit.details(host, id)).body);
      expect(details.battle.status).toBe(status);
      const entity = await server.api(`/entities/Battle/${id}`, { token: host.token });
      expect(entity.body.status).toBe(status === "upcoming" ? "upcoming" : (await storedStatus(id)).status);
      await kit.tick();
      expect((await storedStatus(id)).status).toBe(status);
    }
  });

  it("answers the next phase time for the countdown", async () => {
    const { id, when, base } = await battle();
    clock.set(when.upcoming);
    expect((await kit.details(host, id)).body.battle.next_phase_at).toBe(new Date(base.getTime() + 3600_000).toISOString());
    clock.set(when.completed);
    expect((await kit.details(host, id)).body.battle.next_phase_at).toBeNull();
  });
});

describe("settlement", () => {
  it("pays the pot to the highest weighted mean, once, with XP, a win and the quest event", async () => {
    await server.database.db.insert(quests).values({ title: "Win a battle", quest_type: "story", stardust_reward: 50, objective_event: "battle_win" });
    const { id, when } = await battle({ prize_pool: 200, entry_fee: 20 });
    clock.set(when.active);
    const [lucky, steady, weak] = [await kit.pilotOf("cadet", "Lucky"), await kit.pilotOf("cadet", "Steady"), await kit.pilotOf("cadet", "Weak")];
    const entry: Record<string, string> = {};
    for (const [name, pilot] of Object.entries({ lucky, steady, weak })) {
      entry[name] = (await kit.enter(pilot!, id, (await kit.track(pilot!)).id)).body.submission.id;
    }
    // One lucky 10 against twenty 9s, with ten 3s pulling the battle mean down to 220/31.
    await kit.votes(id, entry.lucky!, [10]);
    await kit.votes(id, entry.steady!, Array(20).fill(9));
    await kit.votes(id, entry.weak!, Array(10).fill(3));

    clock.set(when.completed);
    const before = battleDetailsContract.result.parse((await kit.details(steady!, id)).body);
    expect(before.results).toMatchObject({ settled: false, winner_submission_id: entry.steady, formula: WEIGHTED_SCORE_FORMULA });

    const reports = [await kit.tick(), await kit.tick()];
    expect(reports.map((report) => report.settled.includes(id))).toEqual([true, false]);
    // Pot: 200 escrow + 3 × 20 fees.
    expect(await books.books(steady!)).toEqual({ balance: 80 + 260, ledger: 80 + 260 });
    expect(await books.books(lucky!)).toEqual({ balance: 80, ledger: 80 });
    const winner = await kit.user(steady!);
    expect([winner.xp, winner.battlesWon]).toEqual([20 + 100, 1]);
    const board = await kit.invoke(steady!, "questBoard", { quest_type: "story" });
    expect(board.body.quests.find((quest: { title: string }) => quest.title === "Win a battle").progress).toBe(100);
    const ledger = await server.api("/entities/StardustTransaction?sort=-created_date&limit=1", { token: steady!.token });
    expect(ledger.body[0]).toMatchObject({ transaction_type: "battle_win", amount: 260, reference_id: id });
    expect(await storedStatus(id)).toMatchObject({ status: "completed", winner_submission_id: entry.steady });

    const mean = 220 / 31;
    const after = battleDetailsContract.result.parse((await kit.details(steady!, id)).body);
    expect(after.results!.settled).toBe(true);
    expect(after.results!.battle_mean).toBeCloseTo(mean, 2);
    expect(after.results!.ranking.map((r) => [r.pilot_callsign, r.rank, r.votes, r.is_winner, r.is_mine])).toEqual([
      ["Steady", 1, 20, true, true],
      ["Lucky", 2, 1, false, false],
      ["Weak", 3, 10, false, false],
    ]);
    expect(after.results!.ranking[0]).toMatchObject({ weighted_score: Math.round(((3 * mean + 180) / 23) * 100) / 100, average_creativity: 9, average_technical: 9, average_impact: 9 });
    expect(after.results!.ranking[1]!.weighted_score).toBe(Math.round(((3 * mean + 10) / 4) * 100) / 100);
    // The entrant reads the judges' scores and notes of their own entry, without who gave them.
    expect(after.results!.feedback).toHaveLength(20);
    expect(after.results!.feedback![0]).toEqual({ creativity: 9, technical: 9, impact: 9, vote_power: 9, notes: "notes 9" });
    expect(JSON.stringify(after)).not.toContain("@extra.soundship.test");
    expect((await kit.details(host, id)).body.results.feedback).toBeNull();
  });

  it.each([
    ["more votes", [[8], [8, 8]], 1],
    ["earlier entry", [[8], [8]], 0],
  ])("breaks a tie of weighted means by %s", async (_rule, powers, winnerIndex) => {
    const { id, when } = await battle();
    const base = new Date(when.active);
    const subs = [];
    for (let i = 0; i < powers.length; i++) {
      const pilot = await kit.extra(`Tied ${i}`);
      subs.push(await kit.submission(id, pilot.email, new Date(base.getTime() + i * 1000)));
      await kit.votes(id, subs[i]!.id, powers[i]!);
    }
    await kit.tick(new Date(when.completed));
    expect((await storedStatus(id)).winner_submission_id).toBe(subs[winnerIndex]!.id);
  });

  it("refunds the host's escrow when nobody entered", async () => {
    const { id, when } = await battle({ prize_pool: 150 });
    const balance = (await books.books(host)).balance;
    await kit.tick(new Date(when.completed));
    expect(await books.books(host)).toEqual({ balance: balance + 150, ledger: balance + 150 });
    expect(await storedStatus(id)).toMatchObject({ status: "completed", winner_submission_id: null });
  });

  it("refunds the escrow and every fee as paid when nobody voted", async () => {
    const { id, when } = await battle({ prize_pool: 100, entry_fee: 30 });
    clock.set(when.active);
    const cadet = await kit.pilotOf("cadet");
    const explorer = await kit.pilotOf("explorer");
    for (const pilot of [cadet, explorer]) await kit.enter(pilot, id, (await kit.track(pilot)).id);
    expect(await books.books(explorer)).toEqual({ balance: 73, ledger: 73 });
    const balance = (await books.books(host)).balance;
    clock.set(when.completed);
    await kit.tick();
    await kit.tick();
    for (const pilot of [cadet, explorer]) expect(await books.books(pilot)).toEqual({ balance: 100, ledger: 100 });
    expect(await books.books(host)).toEqual({ balance: balance + 100, ledger: balance + 100 });
    const ledger = await server.api("/entities/StardustTransaction?sort=-created_date&limit=1", { token: explorer.token });
    expect(ledger.body[0]).toMatchObject({ transaction_type: "battle_refund", amount: 27, reference_id: id });
    const details = battleDetailsContract.result.parse((await kit.details(cadet, id)).body);
    expect(details.results).toMatchObject({ winner_submission_id: null, settled: true, feedback: [] });
  });
});

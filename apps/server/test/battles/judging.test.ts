import { BATTLE_MESSAGES, judgeBattlesContract, judgeSubmissionsContract, submitScoresContract, type Tier } from "@soundship/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { quests, users, votes } from "../../src/db/schema.ts";
import { battleKit, phases, schedule } from "../helpers/battles.ts";
import { economy, manualClock } from "../helpers/economy.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";

const base = new Date("2026-12-01T12:00:00Z");
const when = phases(base);
const clock = manualClock(base.toISOString());
let server: TestServer;
let kit: ReturnType<typeof battleKit>;
let books: ReturnType<typeof economy>;
let host: TestPilot;
let entrants: { pilot: TestPilot; submission: string }[];
let battleId: string;

beforeAll(async () => {
  server = await startServer({}, { clock });
  kit = battleKit(server, clock);
  books = economy(server);
  host = await kit.pilotOf("admiral", "Host Callsign");
  const created = await kit.create(host, { title: "Blind Trial", entry_fee: 10, ...schedule(base) });
  battleId = created.body.battle.id;
  clock.set(when.active);
  entrants = [];
  for (const name of ["Zephyr Secretname", "Quasar Hiddenname", "Vega Maskedname"]) {
    const pilot = await kit.pilotOf("cadet", name);
    const beat = await kit.track(pilot, { title: `Track ${entrants.length + 1}` });
    const reply = await kit.enter(pilot, battleId, beat.id);
    entrants.push({ pilot, submission: reply.body.submission.id });
  }
  clock.set(when.voting);
});
afterAll(() => server?.close());

const sample = { creativity: 7, technical: 8, impact: 9, notes: "Tight low end" };

describe("submitScores", () => {
  it.each<[string, Tier | null]>([
    ["no membership", null],
    ["cadet", "cadet"],
    ["explorer", "explorer"],
    ["commander", "commander"],
    ["admiral", "admiral"],
  ])("lets any signed-in pilot judge (%s), paying +5 Stardust and +5 XP", async (_who, tier) => {
    const judge = await kit.pilotOf(tier);
    const reply = await kit.score(judge, entrants[0]!.submission, sample);
    expect(reply.status).toBe(200);
    const { vote, rewarded, stardust } = submitScoresContract.result.parse(reply.body);
    expect(vote).toMatchObject({ ...sample, vote_power: 8, submission_id: entrants[0]!.submission, battle_id: battleId });
    expect([rewarded, stardust]).toEqual([true, 105]);
    expect(JSON.stringify(reply.body)).not.toContain(judge.email);
    expect((await kit.user(judge)).xp).toBe(tier === "admiral" ? 10 : 5);
    expect(await books.books(judge)).toEqual({ balance: 105, ledger: 105 });
  });

  it("refuses the host and every entrant on every submission, parallel attempts too", async () => {
    const refused = { status: 422, body: { ok: false, message: BATTLE_MESSAGES.conflictOfInterest } };
    expect(await kit.score(host, entrants[1]!.submission, sample)).toMatchObject(refused);
    expect(await kit.score(entrants[0]!.pilot, entrants[1]!.submission, sample)).toMatchObject(refused);
    const own = await kit.score(entrants[0]!.pilot, entrants[0]!.submission, sample);
    expect(own).toMatchObject({ status: 422, body: { ok: false, message: BATTLE_MESSAGES.ownSubmission } });
    const before = await Promise.all([host, ...entrants.map((entrant) => entrant.pilot)].map((pilot) => kit.user(pilot)));
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => kit.score(i % 2 ? host : entrants[2]!.pilot, entrants[i % 2]!.submission, sample)),
    );
    for (const attempt of attempts) expect(attempt).toMatchObject(refused);
    for (const pilot of before) {
      const after = (await server.database.db.select().from(users).where(eq(users.id, pilot.id)))[0]!;
      expect([after.stardust, after.xp]).toEqual([pilot.stardust, pilot.xp]);
      expect(await server.database.db.$count(votes, eq(votes.voter_email, pilot.email))).toBe(0);
    }
  });

  it("says on the battle page who may judge, and whether the caller may", async () => {
    const outsider = await kit.pilotOf(null);
    for (const [pilot, may] of [[host, false], [entrants[1]!.pilot, false], [outsider, true]] as const) {
      const { judging } = (await kit.details(pilot, battleId)).body;
      expect(judging).toEqual({ rule: BATTLE_MESSAGES.whoMayJudge, may_judge: may });
    }
  });

  it("replaces a re-score and pays nothing again", async () => {
    const judge = await kit.pilotOf("cadet");
    await kit.score(judge, entrants[2]!.submission, sample);
    const again = await kit.score(judge, entrants[2]!.submission, { creativity: 0, technical: 1, impact: 1 });
    expect(submitScoresContract.result.parse(again.body)).toMatchObject({ rewarded: false, stardust: 105, vote: { vote_power: 1, notes: "" } });
    const mine = await server.api("/entities/Vote", { token: judge.token });
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({ vote_power: 1, creativity: 0 });
    expect(await books.books(judge)).toEqual({ balance: 105, ledger: 105 });
  });

  it("rewards only the first 20 scored submissions of the pilot's day", async () => {
    const judge = await kit.pilotOf("cadet");
    const rewarded: boolean[] = [];
    // 21 submissions of other pilots in the same battle, written straight to the table.
    for (let i = 0; i < 21; i++) {
      const pilot = await kit.extra(`Filler ${i}`);
      const submission = await kit.submission(battleId, pilot.email, new Date(when.active));
      rewarded.push((await kit.score(judge, submission.id, sample)).body.rewarded);
    }
    expect(rewarded.filter(Boolean)).toHaveLength(20);
    expect(rewarded[20]).toBe(false);
    expect(await books.books(judge)).toEqual({ balance: 200, ledger: 200 });
  });

  it("counts the vote quest event once per scored submission", async () => {
    await server.database.db.insert(quests).values({ title: "Judge twice", quest_type: "story", stardust_reward: 10, objective_event: "vote", objective_count: 2 });
    clock.set(when.voting);
    const judge = await kit.pilotOf("cadet");
    await kit.score(judge, entrants[0]!.submission, sample);
    await kit.score(judge, entrants[0]!.submission, sample);
    const progress = async () => (await kit.invoke(judge, "questBoard", { quest_type: "story" })).body.quests.find((q: { title: string }) => q.title === "Judge twice").progress;
    expect(await progress()).toBe(50);
    await kit.score(judge, entrants[1]!.submission, sample);
    expect(await progress()).toBe(100);
  });

  it("takes scores only while voting, 0 to 10 in whole steps", async () => {
    const judge = await kit.pilotOf("cadet");
    clock.set(when.active);
    expect(await kit.score(judge, entrants[0]!.submission, sample)).toMatchObject({ status: 409, body: { message: BATTLE_MESSAGES.notVoting } });
    clock.set(when.completed);
    expect(await kit.score(judge, entrants[0]!.submission, sample)).toMatchObject({ status: 409, body: { message: BATTLE_MESSAGES.notVoting } });
    clock.set(when.voting);
    for (const bad of [{ ...sample, impact: 11 }, { ...sample, technical: -1 }, { ...sample, creativity: 5.5 }, { technical: 5, impact: 5 }]) {
      expect((await kit.score(judge, entrants[0]!.submission, bad as typeof sample)).status).toBe(400);
    }
    expect((await kit.score(judge, "no-such-submission", sample)).status).toBe(404);
    expect(await books.books(judge)).toEqual({ balance: 100, ledger: 100 });
  });
});

describe("blind judging", () => {
  const secrets = () => entrants.flatMap(({ pilot }) => [pilot.email, pilot.id, "Secretname", "Hiddenname", "Maskedname"]);

  it("lists battles in voting with what the judge may score, never one they host or entered", async () => {
    clock.set(when.voting);
    const judge = await kit.pilotOf(null);
    await kit.score(judge, entrants[1]!.submission, sample);
    const reply = await kit.invoke(judge, "judgeBattles");
    const { battles } = judgeBattlesContract.result.parse(reply.body);
    const battle = battles.find((candidate) => candidate.id === battleId)!;
    expect(battle).toMatchObject({ status: "voting", title: "Blind Trial", host_callsign: "Host Callsign" });
    expect(battle.submissions).toBe(entrants.length + 21);
    expect(battle.scored_by_me).toBe(1);
    for (const pilot of [host, entrants[0]!.pilot]) {
      expect((await kit.invoke(pilot, "judgeBattles")).body.battles.map((b: { id: string }) => b.id)).not.toContain(battleId);
    }
    clock.set(when.active);
    expect((await kit.invoke(judge, "judgeBattles")).body.battles.map((b: { id: string }) => b.id)).not.toContain(battleId);
    clock.set(when.voting);
  });

  it("never names, mails or identifies an entrant to a judge, and offers the battle to none of them", async () => {
    const judge = await kit.pilotOf(null);
    const reply = await kit.invoke(judge, "judgeSubmissions", { battle_id: battleId });
    expect(reply.status).toBe(200);
    const { submissions } = judgeSubmissionsContract.result.parse(reply.body);
    expect(submissions.map((s) => s.id)).toEqual(expect.arrayContaining(entrants.map((entrant) => entrant.submission)));
    const text = JSON.stringify(reply.body);
    for (const secret of secrets()) expect(text).not.toContain(secret);
    for (const pilot of [host, ...entrants.map((entrant) => entrant.pilot)]) {
      const refused = await kit.invoke(pilot, "judgeSubmissions", { battle_id: battleId });
      expect([refused.status, refused.body.message]).toEqual([422, BATTLE_MESSAGES.conflictOfInterest]);
    }
    // Nor does the generic entity API, which SPEC.md's Judge Panel read submissions from.
    const listed = await server.api(`/entities/BeatSubmission?q=${encodeURIComponent(JSON.stringify({ battle_id: battleId }))}`, { token: host.token });
    expect(listed.status).toBe(200);
    for (const secret of secrets()) expect(JSON.stringify(listed.body)).not.toContain(secret);
    for (const name of ["battleDetails", "judgeBattles"]) {
      const text = JSON.stringify((await kit.invoke(host, name, { battle_id: battleId })).body);
      for (const secret of secrets()) expect(text).not.toContain(secret);
    }
  });

  it("shows each judge their own stable random order, with their earlier scores", async () => {
    const orders: string[][] = [];
    for (let i = 0; i < 3; i++) {
      const judge = await kit.pilotOf(null);
      const first = (await kit.invoke(judge, "judgeSubmissions", { battle_id: battleId })).body.submissions.map((s: { id: string }) => s.id);
      const second = (await kit.invoke(judge, "judgeSubmissions", { battle_id: battleId })).body.submissions.map((s: { id: string }) => s.id);
      expect(second).toEqual(first);
      orders.push(first);
    }
    expect(new Set(orders.map((order) => order.join())).size).toBeGreaterThan(1);
    const judge = await kit.pilotOf(null);
    await kit.score(judge, entrants[1]!.submission, sample);
    const reply = await kit.invoke(judge, "judgeSubmissions", { battle_id: battleId });
    const scored = reply.body.submissions.find((s: { id: string }) => s.id === entrants[1]!.submission);
    expect(scored.my_vote).toMatchObject({ creativity: 7, technical: 8, impact: 9, vote_power: 8, notes: "Tight low end" });
  });

  it("offers no submissions outside voting", async () => {
    clock.set(when.active);
    expect((await kit.invoke(host, "judgeSubmissions", { battle_id: battleId })).status).toBe(409);
    clock.set(when.voting);
  });
});

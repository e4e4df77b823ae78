import { BATTLE_MESSAGES, MESSAGES, enterBattleContract, battleDetailsContract, type Tier } from "@soundship/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quests } from "../../src/db/schema.ts";
import { battleKit, phases, schedule } from "../helpers/battles.ts";
import { economy, manualClock } from "../helpers/economy.ts";
import { wav } from "../helpers/media-files.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";
import { tempDataDir, uploads } from "../helpers/uploads.ts";

const base = new Date("2026-12-01T12:00:00Z");
const when = phases(base);
const clock = manualClock(base.toISOString());
let server: TestServer;
let kit: ReturnType<typeof battleKit>;
let books: ReturnType<typeof economy>;
let host: TestPilot;
beforeAll(async () => {
  server = await startServer({ dataDir: tempDataDir() }, { clock });
  kit = battleKit(server, clock);
  books = economy(server);
  host = await kit.pilotOf("commander", "Host");
  await books.grant(host, 10_000);
});
afterAll(() => server?.close());

/** A battle made at `base` (entries open 1 h later); the clock is then set to the active phase. */
async function battle(form: Record<string, unknown> = {}) {
  clock.set(base.toISOString());
  const reply = await kit.create(host, { title: "Entry Test", entry_fee: 25, ...schedule(base), ...form });
  expect(reply.status).toBe(200);
  clock.set(when.active);
  return reply.body.battle.id as string;
}

async function entrant(tier: Tier | null) {
  const pilot = await kit.pilotOf(tier);
  return { pilot, beat: await kit.track(pilot) };
}

describe("enterBattle by tier", () => {
  it.each<[string, Tier | null, string, number, number | string]>([
    ["cadet, beat battle", "cadet", "beat_battle", 200, 25],
    ["cadet, singer showdown", "cadet", "singer_showdown", 403, MESSAGES.tierRequired("explorer")],
    ["explorer, singer showdown (10% off)", "explorer", "singer_showdown", 200, 23],
    ["commander, freestyle cipher", "commander", "freestyle_cipher", 200, 25],
    ["admiral, rap on beat", "admiral", "rap_on_beat", 200, 25],
    ["no membership, beat battle (a free entry, at the cadet's fee)", null, "beat_battle", 200, 25],
    ["no membership, freestyle cipher", null, "freestyle_cipher", 403, MESSAGES.tierRequired("explorer")],
  ])("%s: %i", async (_who, tier, battle_type, status, outcome) => {
    const id = await battle({ battle_type });
    const { pilot, beat } = await entrant(tier);
    const reply = await kit.enter(pilot, id, beat.id);
    expect(reply.status).toBe(status);
    if (typeof outcome === "string") {
      expect(reply.body).toMatchObject({ ok: false, code: "TIER_REQUIRED", message: outcome });
      expect(await books.books(pilot)).toEqual({ balance: 100, ledger: 100 });
      return;
    }
    const { submission, stardust } = enterBattleContract.result.parse(reply.body);
    expect(submission).toMatchObject({ battle_id: id, beat_id: beat.id, title: "Orbit Loop", fee_paid: outcome });
    expect(stardust).toBe(100 - outcome);
    expect(await books.books(pilot)).toEqual({ balance: 100 - outcome, ledger: 100 - outcome });
    const details = battleDetailsContract.result.parse((await kit.details(pilot, id)).body);
    expect(details.battle).toMatchObject({ pot: outcome, entrants: 1 });
    expect(details.entry).toMatchObject({ can_enter: false, reason: BATTLE_MESSAGES.alreadyEntered, submission: { id: submission.id } });
    // +20 XP, doubled for an admiral.
    expect((await kit.user(pilot)).xp).toBe(tier === "admiral" ? 40 : 20);
  });
});

describe("enterBattle refusals", () => {
  it("refuses the host, a second entry, someone else's track and a video", async () => {
    const id = await battle();
    const hostTrack = await kit.track(host);
    expect(await kit.enter(host, id, hostTrack.id)).toMatchObject({ status: 422, body: { message: BATTLE_MESSAGES.hostCannotEnter } });

    const { pilot, beat } = await entrant("cadet");
    expect((await kit.enter(pilot, id, beat.id)).status).toBe(200);
    expect(await kit.enter(pilot, id, beat.id)).toMatchObject({ status: 409, body: { code: "ALREADY_ENTERED", message: BATTLE_MESSAGES.alreadyEntered } });

    const other = await entrant("cadet");
    expect(await kit.enter(other.pilot, id, beat.id)).toMatchObject({ status: 404, body: { message: BATTLE_MESSAGES.trackNotFound } });
    const video = await kit.track(other.pilot, { media_type: "video" });
    expect(await kit.enter(other.pilot, id, video.id)).toMatchObject({ status: 422, body: { message: BATTLE_MESSAGES.audioOnly } });
    expect(await books.books(other.pilot)).toEqual({ balance: 100, ledger: 100 });
  });

  it("takes entries only while active", async () => {
    const id = await battle();
    const { pilot, beat } = await entrant("cadet");
    clock.set(when.upcoming);
    expect(await kit.enter(pilot, id, beat.id)).toMatchObject({ status: 409, body: { code: "BATTLE_CLOSED", message: BATTLE_MESSAGES.notYetOpen } });
    expect((await kit.details(pilot, id)).body.entry).toMatchObject({ can_enter: false, reason: BATTLE_MESSAGES.notYetOpen, fee: 25 });
    clock.set(when.voting);
    expect(await kit.enter(pilot, id, beat.id)).toMatchObject({ status: 409, body: { message: BATTLE_MESSAGES.entriesClosed } });
    clock.set(when.completed);
    expect(await kit.enter(pilot, id, beat.id)).toMatchObject({ status: 409, body: { message: BATTLE_MESSAGES.entriesClosed } });
    expect((await kit.enter(pilot, "no-such-battle", beat.id)).status).toBe(404);
  });

  it("stops at the cap with 'Battle at full capacity'", async () => {
    const id = await battle({ max_participants: 2 });
    for (let i = 0; i < 2; i++) {
      const { pilot, beat } = await entrant("cadet");
      expect((await kit.enter(pilot, id, beat.id)).status).toBe(200);
    }
    const late = await entrant("cadet");
    expect((await kit.details(late.pilot, id)).body.entry).toMatchObject({ can_enter: false, reason: BATTLE_MESSAGES.battleFull });
    expect(await kit.enter(late.pilot, id, late.beat.id)).toMatchObject({ status: 409, body: { code: "BATTLE_FULL", message: BATTLE_MESSAGES.battleFull } });
  });

  it("refuses a fee the balance cannot cover with 'Insufficient Stardust!'", async () => {
    const id = await battle({ entry_fee: 150 });
    const { pilot, beat } = await entrant("cadet");
    expect((await kit.details(pilot, id)).body.entry).toMatchObject({ can_enter: false, reason: MESSAGES.insufficientStardust, fee: 150 });
    expect(await kit.enter(pilot, id, beat.id)).toMatchObject({ status: 402, body: { message: MESSAGES.insufficientStardust } });
  });
});

describe("monthly battle entries, then bonus entries", () => {
  it("counts cadet entries on the membership, then spends a bonus entry, then refuses", async () => {
    const pilot = await server.pilot();
    await kit.member(pilot, "cadet", { battle_entries_used: 19 });
    await books.grant(pilot, 100);
    await books.setUser(pilot, { bonusBattleEntries: 1 });
    const beat = await kit.track(pilot);
    expect((await kit.enter(pilot, await battle({ entry_fee: 0 }), beat.id)).status).toBe(200);
    expect((await kit.user(pilot)).bonusBattleEntries).toBe(1);
    expect((await kit.enter(pilot, await battle({ entry_fee: 0 }), beat.id)).status).toBe(200);
    expect((await kit.user(pilot)).bonusBattleEntries).toBe(0);
    const third = await kit.enter(pilot, await battle({ entry_fee: 0 }), beat.id);
    expect(third).toMatchObject({ status: 422, body: { code: "NO_BATTLE_ENTRIES", message: BATTLE_MESSAGES.noEntriesLeft(20) } });
  });

  it("gives a pilot without a membership exactly 3 free entries a calendar month, under 20 parallel calls", async () => {
    const pilot = await server.pilot();
    const beat = await kit.track(pilot);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await battle({ entry_fee: 0 }));
    const replies = await Promise.all(ids.map((id) => kit.enter(pilot, id, beat.id)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(3);
    for (const refused of replies.filter((reply) => reply.status !== 200)) {
      expect(refused).toMatchObject({ status: 422, body: { code: "NO_BATTLE_ENTRIES", message: BATTLE_MESSAGES.noFreeEntriesLeft(3) } });
    }
    const overview = await kit.invoke(pilot, "membershipOverview");
    expect(overview.body.battle_entries).toEqual({ used: 3, limit: 3 });
    // A new calendar month gives three more.
    const january = new Date("2027-01-04T12:00:00Z");
    clock.set(january.toISOString());
    const next = await kit.create(host, { title: "New Month", entry_fee: 0, ...schedule(january) });
    clock.set(phases(january).active);
    expect((await kit.invoke(pilot, "membershipOverview")).body.battle_entries).toEqual({ used: 0, limit: 3 });
    expect((await kit.enter(pilot, next.body.battle.id, beat.id)).status).toBe(200);
  });

  it("gives commanders unlimited entries", async () => {
    const pilot = await server.pilot();
    await kit.member(pilot, "commander", { battle_entries_used: 500 });
    const beat = await kit.track(pilot);
    expect((await kit.enter(pilot, await battle({ entry_fee: 0 }), beat.id)).status).toBe(200);
  });
});

describe("what an entry sets off", () => {
  it("keeps a submission playing after its pilot deletes the track", async () => {
    const id = await battle();
    const pilot = await kit.pilotOf("cadet");
    const uploaded = await uploads(server).upload(pilot, wav());
    expect(uploaded.status).toBe(200);
    const entered = await kit.enter(pilot, id, uploaded.body.beat.id);
    expect(entered.status).toBe(200);
    const deleted = await kit.invoke(pilot, "deleteTransmission", { id: uploaded.body.beat.id });
    expect(deleted.status).toBe(200);
    const file = await server.api(`${server.url}${entered.body.submission.beat_url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("audio/wav");
  });
  it("counts the battle_entry quest event and writes a battle_entry ledger row", async () => {
    await server.database.db.insert(quests).values({ title: "Enter a battle", quest_type: "story", stardust_reward: 10, objective_event: "battle_entry" });
    const id = await battle();
    const { pilot, beat } = await entrant("cadet");
    await kit.enter(pilot, id, beat.id);
    const board = await kit.invoke(pilot, "questBoard", { quest_type: "story" });
    expect(board.body.quests.find((quest: { title: string }) => quest.title === "Enter a battle")).toMatchObject({ progress: 100 });
    const ledger = await server.api("/entities/StardustTransaction?sort=-created_date&limit=1", { token: pilot.token });
    expect(ledger.body[0]).toMatchObject({ transaction_type: "battle_entry", amount: -25, reference_id: id, balance_after: 75 });
  });

});

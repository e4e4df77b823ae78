import { firstOrdersContract, myBattlesContract, pilotProfileContract, PROFILE_MESSAGES } from "@soundship/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads, users } from "../../src/db/schema.ts";
import { battleKit } from "../helpers/battles.ts";
import { economy, manualClock } from "../helpers/economy.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";
import { eq } from "drizzle-orm";

const clock = manualClock("2026-12-01T12:00:00Z");
let server: TestServer;
let kit: ReturnType<typeof battleKit>;
let host: TestPilot;
let ace: TestPilot;
let rival: TestPilot;
let judge: TestPilot;
let battle: Awaited<ReturnType<ReturnType<typeof battleKit>["scheduled"]>>;
const entries: Record<string, string> = {};
const tracks: Record<string, string> = {};

/** Everything that would name a pilot who must stay unnamed in a reply. */
const identity = (pilot: TestPilot, name: string) => [pilot.email, pilot.id, name];

beforeAll(async () => {
  server = await startServer({}, { clock });
  kit = battleKit(server, clock);
  host = await kit.pilotOf("commander", "Arena Host");
  await economy(server).grant(host, 1000);
  ace = await kit.pilotOf("cadet", "Nova Ace");
  rival = await kit.pilotOf("cadet", "Rigel Rival");
  judge = await kit.pilotOf(null, "Quill Judge");
  battle = await kit.scheduled(host, { title: "Profile Clash", prize_pool: 100 });
  clock.set(battle.when.active);
  for (const [name, pilot] of Object.entries({ ace, rival })) {
    tracks[name] = (await kit.track(pilot, { title: `${name} loop`, preview_url: `/files/${name}-preview.ogg`, peaks_url: `/files/${name}-peaks.json` })).id;
    entries[name] = (await kit.enter(pilot, battle.id, tracks[name]!)).body.submission.id;
  }
});
afterAll(() => server?.close());

const profile = (caller: TestPilot, pilot_id: string) => kit.invoke(caller, "pilotProfile", { pilot_id });
const mine = (caller: TestPilot) => kit.invoke(caller, "myBattles");

describe("while the battle is judged", () => {
  it("lists the judge's battle without naming any entrant, and the entrant's with its phase and deadline", async () => {
    clock.set(battle.when.voting);
    expect((await kit.score(judge, entries.ace!, { creativity: 9, technical: 9, impact: 9, notes: "Huge drop" })).status).toBe(200);
    expect((await kit.score(judge, entries.rival!, { creativity: 3, technical: 3, impact: 3 })).status).toBe(200);

    const judged = await mine(judge);
    expect(judged.status).toBe(200);
    const raw = JSON.stringify(judged.body);
    for (const hidden of [...identity(ace, "Nova Ace"), ...identity(rival, "Rigel Rival"), entries.ace!, "@"]) expect(raw).not.toContain(hidden);
    const reply = myBattlesContract.result.parse(judged.body);
    expect(reply.judged).toEqual([expect.objectContaining({ scored: 2, battle: expect.objectContaining({ id: battle.id, status: "voting" }) })]);
    expect(reply.entered).toEqual([]);

    const entered = myBattlesContract.result.parse((await mine(ace)).body);
    expect(entered.entered).toEqual([
      { battle: expect.objectContaining({ id: battle.id, status: "voting", next_phase_at: new Date(battle.base.getTime() + 3 * 3600_000).toISOString() }), result: null },
    ]);
  });

  it("keeps the battle off the entrants' profiles until it is completed", async () => {
    const reply = pilotProfileContract.result.parse((await profile(judge, ace.id)).body);
    expect(reply.battles).toEqual([]);
  });
});

describe("after settlement", () => {
  it("answers each entrant's place, weighted score and Stardust, and the host's battle as completed", async () => {
    await kit.votes(battle.id, entries.ace!, [8]);
    clock.set(battle.when.completed);
    expect((await kit.tick()).settled).toContain(battle.id);

    const won = myBattlesContract.result.parse((await mine(ace)).body).entered[0]!;
    expect(won.battle.status).toBe("completed");
    expect(won.battle.next_phase_at).toBeNull();
    expect(won.result).toMatchObject({ place: 1, of: 2, stardust: won.battle.pot, refunded: false });
    expect(won.result!.weighted_score).toBeGreaterThan(0);
    const lost = myBattlesContract.result.parse((await mine(rival)).body).entered[0]!;
    expect(lost.result).toMatchObject({ place: 2, of: 2, stardust: 0, refunded: false });
    const hosted = myBattlesContract.result.parse((await mine(host)).body).hosted;
    expect(hosted.map((row) => [row.battle.id, row.battle.status])).toContainEqual([battle.id, "completed"]);
  });

  it("shows the profile's place and first-win badge, with no e-mail or judge anywhere in it", async () => {
    const reply = await profile(rival, ace.id);
    expect(reply.status).toBe(200);
    const raw = JSON.stringify(reply.body);
    for (const hidden of [ace.email, rival.email, host.email, ...identity(judge, "Quill Judge"), "Huge drop", "@"]) expect(raw).not.toContain(hidden);
    const parsed = pilotProfileContract.result.parse(reply.body);
    expect(parsed.pilot).toMatchObject({ id: ace.id, name: "Nova Ace", battles_won: 1, battles_entered: 1, avatar_url: null });
    expect(parsed.pilot.rank).toBeGreaterThanOrEqual(1);
    expect(parsed.battles).toEqual([expect.objectContaining({ battle_id: battle.id, place: 1, entrants: 2 })]);
    expect(parsed.badges.map((badge) => badge.badge)).toEqual(["first_win"]);
    expect(parsed.tracks).toEqual([expect.objectContaining({ id: tracks.ace, src: "/files/ace-preview.ogg", peaks_url: "/files/ace-peaks.json", hidden: false })]);

    const judgeView = JSON.stringify((await mine(judge)).body);
    for (const hidden of [ace.email, rival.email, "Huge drop"]) expect(judgeView).not.toContain(hidden);
  });
});

describe("hiding a track", () => {
  it("keeps a hidden track from other pilots but lists it to its owner, and only the owner may hide it", async () => {
    expect((await kit.invoke(rival, "setTrackHidden", { beat_id: tracks.ace, hidden: true })).body).toMatchObject({ ok: false, message: PROFILE_MESSAGES.trackNotFound });
    expect((await kit.invoke(rival, "setTrackHidden", { beat_id: tracks.ace, hidden: true })).status).toBe(404);
    expect((await kit.invoke(ace, "setTrackHidden", { beat_id: tracks.ace, hidden: true })).body).toEqual({ ok: true, beat_id: tracks.ace, hidden: true });

    expect(pilotProfileContract.result.parse((await profile(rival, ace.id)).body).tracks).toEqual([]);
    const own = pilotProfileContract.result.parse((await profile(ace, ace.id)).body);
    expect(own.is_me).toBe(true);
    expect(own.tracks).toEqual([expect.objectContaining({ id: tracks.ace, hidden: true })]);

    await kit.invoke(ace, "setTrackHidden", { beat_id: tracks.ace, hidden: false });
    expect(pilotProfileContract.result.parse((await profile(rival, ace.id)).body).tracks.map((track) => track.id)).toEqual([tracks.ace]);
  });
});

describe("unknown and banned pilots", () => {
  it("answers 404 for an id no pilot has, and for a banned pilot", async () => {
    const unknown = await profile(ace, "no-such-pilot");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(PROFILE_MESSAGES.pilotNotFound);
    const banned = await kit.pilotOf(null, "Banned Pilot");
    await server.database.db.update(users).set({ bannedAt: clock.now() }).where(eq(users.id, banned.id));
    expect((await profile(ace, banned.id)).status).toBe(404);
  });
});

describe("the leaderboard names pilots by the profile's id, with their avatar", () => {
  it("carries the avatar, or null for an initial", async () => {
    await economy(server).setUser(ace, { image: "https://cdn.example/ace.png" });
    const board = await kit.invoke(rival, "getLeaderboard", { limit: 10 });
    const row = board.body.players.find((player: { userId: string }) => player.userId === ace.id);
    expect(row).toMatchObject({ username: "Nova Ace", avatarUrl: "https://cdn.example/ace.png" });
    expect(pilotProfileContract.result.parse((await profile(rival, row.userId)).body).pilot.avatar_url).toBe("https://cdn.example/ace.png");
  });
});

describe("first orders", () => {
  it("marks upload, entering a battle and judging three entries done from the pilot's own records", async () => {
    clock.set("2026-12-20T12:00:00Z");
    const rookie = await kit.pilotOf("cadet", "Rookie");
    // Sign-up stamps the database's time; the test's clock decides what "a week" is.
    await economy(server).setUser(rookie, { createdAt: clock.now() });
    const orders = async () => firstOrdersContract.result.parse((await kit.invoke(rookie, "firstOrders")).body);
    expect(await orders()).toEqual({
      first_week: true,
      orders: [
        { order: "upload", progress: 0, goal: 1, done: false },
        { order: "enter_battle", progress: 0, goal: 1, done: false },
        { order: "judge_three", progress: 0, goal: 3, done: false },
      ],
    });

    await server.database.db.insert(uploads).values({
      user_email: rookie.email, media_type: "beat", content_type: "audio/wav", size: 10, title: "First", storage_key: `first-${rookie.id}`,
      status: "complete", expires_at: clock.now(), completed_at: clock.now(),
    });
    const next = await kit.scheduled(host, { title: "Rookie Night" });
    clock.set(next.when.active);
    await kit.enter(rookie, next.id, (await kit.track(rookie)).id);
    const judged = await kit.scheduled(host, { title: "Rookie Judging" });
    clock.set(judged.when.active);
    const judgedEntries = [];
    for (const name of ["Four", "Five", "Six"]) {
      const pilot = await kit.pilotOf("cadet", name);
      judgedEntries.push((await kit.enter(pilot, judged.id, (await kit.track(pilot)).id)).body.submission.id as string);
    }
    clock.set(judged.when.voting);
    for (const id of judgedEntries.slice(0, 2)) await kit.score(rookie, id, { creativity: 5, technical: 5, impact: 5 });
    expect((await orders()).orders.map((order) => [order.order, order.progress, order.done])).toEqual([
      ["upload", 1, true],
      ["enter_battle", 1, true],
      ["judge_three", 2, false],
    ]);
    await kit.score(rookie, judgedEntries[2]!, { creativity: 5, technical: 5, impact: 5 });
    expect((await orders()).orders.every((order) => order.done)).toBe(true);

    clock.set("2026-12-28T12:00:00Z");
    expect((await orders()).first_week).toBe(false);
  });
});

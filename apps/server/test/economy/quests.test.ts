import { MESSAGES } from "@soundship/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedStarterContent } from "../../src/core/seed/seed.ts";
import { economy, manualClock } from "../helpers/economy.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";
import { race } from "../helpers/race.ts";

const clock = manualClock("2026-11-21T12:00:00Z"); // a Saturday
let server: TestServer;
let game: ReturnType<typeof economy>;
let quests: Record<string, { id: string }>;

beforeAll(async () => {
  server = await startServer({}, { clock });
  game = economy(server);
  const admin = await server.admin();
  const created = await server.api("/entities/Quest/bulk", {
    method: "POST",
    token: admin.token,
    body: [
      { title: "Daily Shopper", quest_type: "daily", objective_event: "purchase", objective_count: 1, stardust_reward: 40, xp_reward: 10 },
      { title: "Weekly Shopper", quest_type: "weekly", objective_event: "purchase", objective_count: 2, stardust_reward: 90 },
      { title: "Docking Week", quest_type: "weekly", objective_event: "login", objective_count: 3, stardust_reward: 30 },
      { title: "Card Story", quest_type: "story", objective_event: "card_draw", objective_count: 1, stardust_reward: 20 },
      { title: "Retired", quest_type: "daily", objective_event: "purchase", objective_count: 1, stardust_reward: 999, is_active: false },
    ],
  });
  quests = Object.fromEntries(created.body.map((quest: { title: string; id: string }) => [quest.title, quest]));
});
afterAll(() => server?.close());

const board = async (pilot: TestPilot) => (await game.invoke(pilot, "questBoard")).body;
const progressOf = async (pilot: TestPilot, title: string) => (await board(pilot)).quests.find((quest: { title: string }) => quest.title === title);
const claim = (pilot: TestPilot, title: string) => game.invoke(pilot, "claimQuest", { quest_id: quests[title]!.id });
const buyBoost = (pilot: TestPilot) => game.invoke(pilot, "purchaseItem", { item_id: "battle_boost" });

describe("quest board", () => {
  it("lists active quests with the pilot's progress and the reset times of their own day and week", async () => {
    const pilot = await server.pilot();
    const view = await board(pilot);
    expect(view.quests.map((quest: { title: string }) => quest.title).sort()).toEqual(["Card Story", "Daily Shopper", "Docking Week", "Weekly Shopper"]);
    expect(view.resets).toEqual({ daily: "2026-11-22T00:00:00.000Z", weekly: "2026-11-23T00:00:00.000Z" });
    expect(await progressOf(pilot, "Daily Shopper")).toMatchObject({ progress: 0, claimed: false, period: "2026-11-21" });
  });
});

describe("claimQuest", () => {
  it("refuses an unfinished quest, pays a finished one once, and says it was claimed", async () => {
    const pilot = await server.pilot();
    await game.grant(pilot, 400);
    const early = await claim(pilot, "Weekly Shopper");
    expect(early).toMatchObject({ status: 422, body: { ok: false, error: MESSAGES.questNotCompleted } });

    await buyBoost(pilot);
    expect(await progressOf(pilot, "Weekly Shopper")).toMatchObject({ progress: 50, count: 1 });
    await buyBoost(pilot);
    expect(await progressOf(pilot, "Weekly Shopper")).toMatchObject({ progress: 100, count: 2 });

    const paid = await claim(pilot, "Weekly Shopper");
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ ok: true, stardust: 500 - 100 + 90, transaction: { transaction_type: "quest_reward", amount: 90 } });
    expect(paid.body.progress).toMatchObject({ claimed: true, completed_at: "2026-11-21T12:00:00.000Z" });
    const again = await claim(pilot, "Weekly Shopper");
    expect(again).toMatchObject({ status: 409, body: { ok: false, error: MESSAGES.alreadyClaimed } });
    expect(await game.books(pilot)).toEqual({ balance: 490, ledger: 490 });
  });

  it("grants XP with the reward, doubled by an XP Multiplier", async () => {
    const pilot = await server.pilot();
    await game.setUser(pilot, { xpMultiplierUntil: new Date("2026-11-22T00:00:00Z") });
    await buyBoost(pilot);
    const paid = await claim(pilot, "Daily Shopper");
    expect(paid.body.xp_gained).toBe(20);
    expect((await game.me(pilot)).xp).toBe(20);
  });

  it("refuses unknown and inactive quests", async () => {
    const pilot = await server.pilot();
    expect((await game.invoke(pilot, "claimQuest", { quest_id: "nope" })).status).toBe(404);
    expect((await claim(pilot, "Retired")).status).toBe(404);
  });

  it("starts a new period: a daily quest claimed yesterday is claimable again today, a weekly one next week", async () => {
    const pilot = await server.pilot();
    await game.grant(pilot, 1000);
    await buyBoost(pilot);
    await buyBoost(pilot);
    expect((await claim(pilot, "Daily Shopper")).status).toBe(200);
    expect((await claim(pilot, "Weekly Shopper")).status).toBe(200);

    clock.advanceDays(1); // Sunday: same ISO week
    expect(await progressOf(pilot, "Daily Shopper")).toMatchObject({ progress: 0, claimed: false, period: "2026-11-22" });
    expect(await progressOf(pilot, "Weekly Shopper")).toMatchObject({ claimed: true });
    await buyBoost(pilot);
    expect((await claim(pilot, "Daily Shopper")).status).toBe(200);
    expect((await claim(pilot, "Weekly Shopper")).status).toBe(409);

    clock.advanceDays(1); // Monday: a new week
    expect(await progressOf(pilot, "Weekly Shopper")).toMatchObject({ progress: 0, claimed: false, period: "2026-W48" });
    clock.set("2026-11-21T12:00:00Z");
  });

  it("counts a story quest once for good: claimed once, never again on a later day", async () => {
    const admin = await server.admin();
    await server.api("/entities/Card", { method: "POST", token: admin.token, body: { card_name: "Quiet Orbit", card_type: "spare luck", effect_type: "other", effect_value: 0 } });
    const pilot = await server.pilot();
    expect((await game.invoke(pilot, "drawDailyCard")).status).toBe(200);
    expect(await progressOf(pilot, "Card Story")).toMatchObject({ progress: 100, period: "once" });
    expect((await claim(pilot, "Card Story")).status).toBe(200);
    clock.advanceDays(1);
    expect((await game.invoke(pilot, "drawDailyCard")).status).toBe(200);
    expect(await progressOf(pilot, "Card Story")).toMatchObject({ count: 2, claimed: true });
    expect((await claim(pilot, "Card Story")).status).toBe(409);
    clock.set("2026-11-21T12:00:00Z");
  });

  it(race("pays exactly once under 50 parallel claims"), async () => {
    const pilot = await server.pilot();
    await buyBoost(pilot); // 100 - 50 = 50
    const replies = await Promise.all(Array.from({ length: 50 }, () => claim(pilot, "Daily Shopper")));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(49);
    expect(await game.books(pilot)).toEqual({ balance: 90, ledger: 90 });
  });
});

describe("login quest event", () => {
  it(race("counts opening the app once per pilot day"), async () => {
    const pilot = await server.pilot();
    await game.me(pilot);
    await Promise.all([game.me(pilot), game.me(pilot), game.me(pilot)]);
    expect(await progressOf(pilot, "Docking Week")).toMatchObject({ count: 1, progress: 33 });
    clock.advanceDays(1);
    await game.me(pilot);
    expect(await progressOf(pilot, "Docking Week")).toMatchObject({ count: 2, progress: 66 });
    clock.set("2026-11-21T12:00:00Z");
  });
});

describe("starter content", () => {
  it("seeds at least 4 daily, 3 weekly, 3 story and 1 special quests and 20 cards, once", async () => {
    const fresh = await startServer();
    try {
      expect(await seedStarterContent(fresh.database.db)).toEqual({ quests: 11, cards: 22 });
      expect(await seedStarterContent(fresh.database.db)).toEqual({ quests: 0, cards: 0 });
      const pilot = await fresh.pilot();
      const all = (await fresh.api("/entities/Quest?limit=100", { token: pilot.token })).body as { quest_type: string }[];
      const count = (type: string) => all.filter((quest) => quest.quest_type === type).length;
      expect([count("daily"), count("weekly"), count("story"), count("special")]).toEqual([4, 3, 3, 1]);
      const cards = (await fresh.api("/entities/Card?limit=100", { token: pilot.token })).body as { card_type: string; effect_type: string; rarity: string }[];
      expect(new Set(cards.map((card) => card.card_type))).toEqual(new Set(["doom", "spare luck"]));
      expect(new Set(cards.map((card) => card.effect_type))).toEqual(new Set(["stardust", "xp", "battle_entry", "rank_boost", "other"]));
      expect(new Set(cards.map((card) => card.rarity))).toEqual(new Set(["common", "rare", "epic", "legendary"]));
    } finally {
      await fresh.close();
    }
  });
});

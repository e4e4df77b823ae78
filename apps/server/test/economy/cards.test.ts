import { MESSAGES } from "@soundship/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardDrops } from "../../src/db/schema.ts";
import { economy, manualClock, queuedRandom } from "../helpers/economy.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";
import { race } from "../helpers/race.ts";

const clock = manualClock("2026-11-21T12:00:00Z");
const dice = queuedRandom();
let server: TestServer;
let game: ReturnType<typeof economy>;

// One card per rarity, so a roll picks a known card: common < 0.6 <= rare < 0.85 <= epic < 0.97 <= legendary.
const POOL = {
  common: { card_name: "Black Hole", card_type: "doom", effect_type: "stardust", effect_value: -500, rarity: "common" },
  rare: { card_name: "Galactic Anthem", card_type: "spare luck", effect_type: "xp", effect_value: 40, rarity: "rare" },
  epic: { card_name: "Engine Failure", card_type: "doom", effect_type: "battle_entry", effect_value: -1, rarity: "epic" },
  legendary: { card_name: "Admiral's Favor", card_type: "spare luck", effect_type: "rank_boost", effect_value: 1, rarity: "legendary" },
};
const ROLL = { common: 0.1, rare: 0.7, epic: 0.9, legendary: 0.99 };

beforeAll(async () => {
  server = await startServer({}, { clock, random: dice.random });
  game = economy(server);
  const admin = await server.admin();
  await server.api("/entities/Card/bulk", { method: "POST", token: admin.token, body: Object.values(POOL) });
});
afterAll(() => server?.close());

const draw = (pilot: TestPilot, rarity: keyof typeof ROLL) => {
  dice.next(ROLL[rarity], 0);
  return game.invoke(pilot, "drawDailyCard");
};

describe("drawDailyCard", () => {
  it("draws, applies the effect floored at 0, records the drop and the pilot's day", async () => {
    const pilot = await server.pilot();
    const reply = await draw(pilot, "common");
    expect(reply.status).toBe(200);
    expect(reply.body.card).toMatchObject({ card_name: "Black Hole", card_type: "doom", effect_value: -500 });
    expect(reply.body.effect).toEqual({ type: "stardust", value: -100, absorbed: false });
    expect(reply.body.user).toMatchObject({ stardust: 0, last_daily_card: "2026-11-21" });
    expect(await game.books(pilot)).toEqual({ balance: 0, ledger: 0 });
    const [drop] = await server.database.db.select().from(cardDrops).where(eq(cardDrops.user_email, pilot.email));
    expect(drop).toMatchObject({ card_id: reply.body.card.id, source: "daily_login", claimed: true, day: "2026-11-21" });
    expect(drop!.claimed_at.toISOString()).toBe("2026-11-21T12:00:00.000Z");
  });

  it("allows one draw per pilot day: 'Already drew your card today!', then again tomorrow", async () => {
    const pilot = await server.pilot();
    expect((await draw(pilot, "rare")).status).toBe(200);
    const again = await draw(pilot, "rare");
    expect(again).toMatchObject({ status: 409, body: { ok: false, error: MESSAGES.alreadyDrawn, message: MESSAGES.alreadyDrawn } });
    clock.advanceDays(1);
    expect((await draw(pilot, "rare")).status).toBe(200);
    clock.set("2026-11-21T12:00:00Z");
  });

  it("follows the pilot's own midnight", async () => {
    const pilot = await server.pilot();
    await game.setUser(pilot, { timezone: "Asia/Tokyo" });
    clock.set("2026-11-21T14:30:00Z"); // 23:30 in Tokyo
    expect((await draw(pilot, "rare")).body.user.last_daily_card).toBe("2026-11-21");
    clock.set("2026-11-21T15:30:00Z"); // 00:30 the next day in Tokyo, still the 21st in UTC
    expect((await draw(pilot, "rare")).body.user.last_daily_card).toBe("2026-11-22");
    clock.set("2026-11-21T12:00:00Z");
  });

  it("adds XP with multipliers and takes bonus entries, never below 0", async () => {
    const pilot = await server.pilot();
    await game.setUser(pilot, { membershipTier: "admiral", xpMultiplierUntil: new Date("2026-11-23T00:00:00Z") });
    expect((await draw(pilot, "rare")).body.effect).toEqual({ type: "xp", value: 160, absorbed: false });
    clock.advanceDays(1);
    expect((await draw(pilot, "epic")).body.effect).toEqual({ type: "battle_entry", value: 0, absorbed: false });
    clock.advanceDays(1);
    const info = await draw(pilot, "legendary");
    expect(info.body.effect).toEqual({ type: "rank_boost", value: 0, absorbed: false });
    expect(info.body.user).toMatchObject({ xp: 160, membership_tier: "admiral", inventory: { bonus_battle_entries: 0 } });
    clock.set("2026-11-21T12:00:00Z");
  });

  it("is held to one daily drop per pilot day by the database itself", async () => {
    const pilot = await server.pilot();
    expect((await draw(pilot, "rare")).status).toBe(200);
    // Even if the day marker were lost, the unique daily drop refuses a second draw.
    await game.setUser(pilot, { lastDailyCard: null });
    expect((await draw(pilot, "rare")).status).toBe(409);
  });

  it("lets a Shield Pack absorb one doom card", async () => {
    const pilot = await server.pilot();
    await game.invoke(pilot, "purchaseItem", { item_id: "shield_pack" }); // 100 - 100 = 0
    await game.grant(pilot, 300);
    const shielded = await draw(pilot, "common");
    expect(shielded.body.effect).toEqual({ type: "stardust", value: 0, absorbed: true });
    expect(shielded.body.user).toMatchObject({ stardust: 300, inventory: { shields: 0 } });
  });

  it("gives a Lucky Draw one more draw on the same day", async () => {
    const pilot = await server.pilot();
    await game.invoke(pilot, "purchaseItem", { item_id: "lucky_draw" });
    expect((await draw(pilot, "rare")).status).toBe(200);
    const lucky = await draw(pilot, "rare");
    expect(lucky.status).toBe(200);
    expect(lucky.body.user.inventory.extra_draws).toBe(0);
    const drops = await server.database.db.select().from(cardDrops).where(eq(cardDrops.user_email, pilot.email));
    expect(drops.map((drop) => drop.source).sort()).toEqual(["daily_login", "lucky_draw"]);
    expect((await draw(pilot, "rare")).status).toBe(409);
  });

  it(race("draws exactly once under 20 parallel requests"), async () => {
    const pilot = await server.pilot();
    await game.grant(pilot, 1000);
    const replies = await Promise.all(Array.from({ length: 20 }, () => game.invoke(pilot, "drawDailyCard")));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(19);
    const drops = await server.database.db.select().from(cardDrops).where(eq(cardDrops.user_email, pilot.email));
    expect(drops).toHaveLength(1);
    const books = await game.books(pilot);
    expect(books.balance).toBe(books.ledger);
  });
});

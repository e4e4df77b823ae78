import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_MESSAGES, poolOdds } from "@soundship/shared";
import { cards, quests, tournamentPayouts, tournaments } from "../../src/db/schema.ts";
import { manualClock } from "../helpers/economy.ts";
import { auditCount, callAs, expectHidden, overseerCallers, type OverseerCallers } from "../helpers/overseer.ts";
import { race } from "../helpers/race.ts";
import { startServer, type TestServer } from "../helpers/server.ts";

const clock = manualClock("2026-11-21T12:00:00Z");
let server: TestServer;
let callers: OverseerCallers;

const quest = { title: "Judge Five", description: "Score five submissions", quest_type: "daily", objective_event: "vote", objective_count: 5, stardust_reward: 20, xp_reward: 10 };
const card = { card_name: "Comet Tail", card_type: "spare luck", description: "A bright streak", effect_type: "stardust", effect_value: 15, rarity: "rare" };
const cup = { name: "Overseer Cup", description: "", starts_at: "2026-12-01T00:00:00Z", ends_at: "2026-12-08T00:00:00Z", max_players: 16, entry_fee: 50, min_tier: null, prize_pool: 250 };

async function rows(table: typeof quests | typeof cards | typeof tournaments | typeof tournamentPayouts) {
  const [row] = await server.database.db.select({ n: count() }).from(table);
  return row!.n;
}

beforeAll(async () => {
  server = await startServer({}, { clock });
  callers = await overseerCallers(server);
});
afterAll(() => server?.close());

describe("the Overseer's content functions", () => {
  it("are hidden from anonymous callers, pilots and admirals: 404, and nothing changes", async () => {
    const [ended] = await server.database.db
      .insert(tournaments)
      .values({ name: "Ended", starts_at: new Date("2026-11-01T00:00:00Z"), ends_at: new Date("2026-11-02T00:00:00Z"), max_players: 4, prize_pool: 10 })
      .returning();
    const calls: [string, unknown][] = [
      ["overseerContent", {}],
      ["overseerSaveQuest", quest],
      ["overseerSaveCard", card],
      ["overseerSaveTournament", cup],
      ["overseerRecordPrizePayout", { tournament_id: ended!.id, recipient_email: callers.pilot.email, amount: 5 }],
    ];
    const before = [await rows(quests), await rows(cards), await rows(tournaments), await rows(tournamentPayouts), await auditCount(server)];
    for (const caller of [null, callers.pilot, callers.admiral]) {
      for (const [name, body] of calls) await expectHidden(server, caller, name, await callAs(server, caller, name, body));
    }
    expect([await rows(quests), await rows(cards), await rows(tournaments), await rows(tournamentPayouts), await auditCount(server)]).toEqual(before);
    for (const [name, body] of calls) expect((await callAs(server, callers.admin, name, body)).status, name).toBe(200);
  });
});

describe("quests", () => {
  it("creates, edits and deactivates a quest, one audit row each; pilots stop seeing it on the board", async () => {
    const audits = await auditCount(server);
    const created = await callAs(server, callers.admin, "overseerSaveQuest", { ...quest, title: "Upload Three", objective_event: "upload", objective_count: 3 });
    expect(created.body.quest).toMatchObject({ title: "Upload Three", objective_event: "upload", objective_count: 3, stardust_reward: 20, is_active: true });
    const id = created.body.quest.id;
    expect(await auditCount(server)).toBe(audits + 1);
    const board = async () => (await callAs(server, callers.pilot, "questBoard")).body;
    expect(JSON.stringify(await board())).toContain("Upload Three");

    clock.set("2026-11-21T12:01:00Z");
    const edited = await callAs(server, callers.admin, "overseerSaveQuest", { ...quest, id, title: "Upload Four", objective_event: "upload", objective_count: 4, stardust_reward: 40 });
    expect(edited.body.quest).toMatchObject({ id, objective_count: 4, stardust_reward: 40 });
    clock.set("2026-11-21T12:02:00Z");
    const off = await callAs(server, callers.admin, "overseerSaveQuest", { ...quest, id, title: "Upload Four", objective_event: "upload", objective_count: 4, stardust_reward: 40, is_active: false });
    expect(off.body.quest.is_active).toBe(false);
    expect(await auditCount(server)).toBe(audits + 3);
    expect(await auditCount(server, "quest.deactivate")).toBe(1);
    const log = await callAs(server, callers.admin, "overseerAuditLog", { target_type: "quest", target_id: id });
    expect(log.body.entries.map((entry: { action: string }) => entry.action)).toEqual(["quest.deactivate", "quest.update", "quest.create"]);
    expect(log.body.entries[1]).toMatchObject({ before: { objective_count: 3, stardust_reward: 20 }, after: { objective_count: 4, stardust_reward: 40 } });
    expect(JSON.stringify(await board())).not.toContain("Upload Four");
    // Still listed for the Overseer, to turn it back on.
    const content = await callAs(server, callers.admin, "overseerContent", {});
    expect(content.body.quests.find((row: { id: string }) => row.id === id)).toMatchObject({ is_active: false });
    clock.set("2026-11-21T12:00:00Z");
  });

  it("names the field at fault, and writes nothing", async () => {
    const audits = await auditCount(server);
    const count = await rows(quests);
    const zero = await callAs(server, callers.admin, "overseerSaveQuest", { ...quest, objective_count: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe("objective_count: Must be at least 1");
    expect(zero.body.detail[0].path).toEqual(["objective_count"]);
    const event = await callAs(server, callers.admin, "overseerSaveQuest", { ...quest, objective_event: "dance" });
    expect(event.body.message).toMatch(/^objective_event: /);
    const missing = await callAs(server, callers.admin, "overseerSaveQuest", { ...quest, id: "no-such-quest" });
    expect(missing).toMatchObject({ status: 404, body: { message: CONTENT_MESSAGES.questNotFound } });
    expect(await rows(quests)).toBe(count);
    expect(await auditCount(server)).toBe(audits);
  });
});

describe("luck cards", () => {
  it("adds and edits cards, one audit row each, and shows the odds a draw really has", async () => {
    const audits = await auditCount(server);
    const legendary = await callAs(server, callers.admin, "overseerSaveCard", { ...card, card_name: "Supernova", rarity: "legendary", effect_value: 500 });
    expect(legendary.status).toBe(200);
    const edited = await callAs(server, callers.admin, "overseerSaveCard", { ...card, id: legendary.body.card.id, card_name: "Supernova", rarity: "epic", effect_value: 300 });
    expect(edited.body.card).toMatchObject({ rarity: "epic", effect_value: 300 });
    expect(await auditCount(server)).toBe(audits + 2);
    expect(await auditCount(server, "card.update")).toBe(1);

    const content = await callAs(server, callers.admin, "overseerContent", {});
    const pool = content.body.cards as { rarity: string }[];
    expect(content.body.odds).toEqual(poolOdds(pool));
    // The first test added one rare card; this one is epic: rare 25 and epic 12 share the draw.
    const byRarity = Object.fromEntries(content.body.odds.map((odds: { rarity: string }) => [odds.rarity, odds]));
    expect(byRarity.rare).toMatchObject({ weight: 25, cards: 1 });
    expect(byRarity.rare.chance).toBeCloseTo(25 / 37);
    expect(byRarity.epic.chance).toBeCloseTo(12 / 37);
    expect(byRarity.common).toMatchObject({ weight: 60, cards: 0, chance: 0 });
    const bad = await callAs(server, callers.admin, "overseerSaveCard", { ...card, rarity: "mythic" });
    expect(bad.body.message).toMatch(/^rarity: /);
  });

  it("computes odds per card as the draw does: a rarity by weight among those present, then a card uniformly", () => {
    const odds = poolOdds([{ rarity: "common" }, { rarity: "common" }, { rarity: "rare" }, { rarity: "legendary" }]);
    const common = odds.find((row) => row.rarity === "common")!;
    expect(common.chance).toBeCloseTo(60 / 88);
    expect(common.per_card).toBeCloseTo(30 / 88);
    expect(odds.reduce((sum, row) => sum + row.per_card * row.cards, 0)).toBeCloseTo(1);
  });
});

describe("tournaments", () => {
  it("creates a tournament and edits it before it starts, one audit row each; after the start it is refused", async () => {
    const audits = await auditCount(server);
    const created = await callAs(server, callers.admin, "overseerSaveTournament", { ...cup, name: "Winter Cup" });
    expect(created.body.tournament).toMatchObject({ name: "Winter Cup", state: "open", prize_pool: 250, current_players: 0 });
    const id = created.body.tournament.id;
    const edited = await callAs(server, callers.admin, "overseerSaveTournament", { ...cup, id, name: "Winter Cup", max_players: 32, prize_pool: 500.5 });
    expect(edited.body.tournament).toMatchObject({ max_players: 32, prize_pool: 500.5 });
    expect(await auditCount(server)).toBe(audits + 2);

    clock.set("2026-12-02T00:00:00Z");
    const late = await callAs(server, callers.admin, "overseerSaveTournament", { ...cup, id, starts_at: "2026-12-05T00:00:00Z", ends_at: "2026-12-09T00:00:00Z" });
    expect(late).toMatchObject({ status: 409, body: { message: CONTENT_MESSAGES.tournamentStarted } });
    expect(await auditCount(server)).toBe(audits + 2);
    clock.set("2026-11-21T12:00:00Z");
  });

  it("names the field at fault: dates out of order, a start in the past, fewer places than pilots enrolled", async () => {
    const order = await callAs(server, callers.admin, "overseerSaveTournament", { ...cup, ends_at: "2026-11-30T00:00:00Z" });
    expect(order).toMatchObject({ status: 400, body: { message: "ends_at: Must be after the start" } });
    const past = await callAs(server, callers.admin, "overseerSaveTournament", { ...cup, starts_at: "2026-11-20T00:00:00Z" });
    expect(past.body).toMatchObject({ message: "starts_at: Must be in the future", detail: [{ path: ["starts_at"] }] });
    const created = await callAs(server, callers.admin, "overseerSaveTournament", { ...cup, name: "Small Cup", entry_fee: 0, max_players: 4 });
    const id = created.body.tournament.id;
    for (const pilot of [callers.pilot, callers.admiral, callers.admin]) {
      expect((await callAs(server, pilot, "joinTournament", { id, pilotId: pilot.email })).status).toBe(200);
    }
    const fewer = await callAs(server, callers.admin, "overseerSaveTournament", { ...cup, id, name: "Small Cup", entry_fee: 0, max_players: 2 });
    expect(fewer.body).toMatchObject({ message: `max_players: ${CONTENT_MESSAGES.belowPlayers}` });
    const cents = await callAs(server, callers.admin, "overseerSaveTournament", { ...cup, prize_pool: 10.005 });
    expect(cents.body.message).toMatch(/^prize_pool: /);
  });

  it("records dollar payouts of an ended tournament, up to its prize pool, one audit row each", async () => {
    const [ended] = await server.database.db
      .insert(tournaments)
      .values({ name: "Autumn Cup", starts_at: new Date("2026-11-01T00:00:00Z"), ends_at: new Date("2026-11-08T00:00:00Z"), max_players: 8, prize_pool: 100 })
      .returning();
    const audits = await auditCount(server, "tournament.prize_payout");
    const paid = await callAs(server, callers.admin, "overseerRecordPrizePayout", { tournament_id: ended!.id, recipient_email: callers.pilot.email.toUpperCase(), amount: 60.1, reference: "Transfer 1142" });
    expect(paid.body).toMatchObject({ payout: { recipient_email: callers.pilot.email, amount: 60.1 }, paid_out: 60.1 });
    const over = await callAs(server, callers.admin, "overseerRecordPrizePayout", { tournament_id: ended!.id, recipient_email: callers.pilot.email, amount: 40 });
    expect(over.body).toMatchObject({ message: `amount: ${CONTENT_MESSAGES.overPrizePool}` });
    const rest = await callAs(server, callers.admin, "overseerRecordPrizePayout", { tournament_id: ended!.id, recipient_email: callers.admiral.email, amount: 39.9 });
    expect(rest.body.paid_out).toBe(100);
    const nobody = await callAs(server, callers.admin, "overseerRecordPrizePayout", { tournament_id: ended!.id, recipient_email: "nobody@example.com", amount: 1 });
    expect(nobody.body.message).toBe(`recipient_email: ${CONTENT_MESSAGES.unknownPilot}`);
    expect(await auditCount(server, "tournament.prize_payout")).toBe(audits + 2);

    const content = await callAs(server, callers.admin, "overseerContent", {});
    expect(content.body.tournaments.find((row: { id: string }) => row.id === ended!.id)).toMatchObject({ paid_out: 100, payouts: [{ amount: 60.1 }, { amount: 39.9 }] });
    const open = await callAs(server, callers.admin, "overseerSaveTournament", { ...cup, name: "Not Yet" });
    const early = await callAs(server, callers.admin, "overseerRecordPrizePayout", { tournament_id: open.body.tournament.id, recipient_email: callers.pilot.email, amount: 1 });
    expect(early).toMatchObject({ status: 422, body: { message: CONTENT_MESSAGES.notEnded } });
  });

  it(race("never pays out more than the prize pool when ten payouts arrive at once"), async () => {
    const [ended] = await server.database.db
      .insert(tournaments)
      .values({ name: "Race Cup", starts_at: new Date("2026-11-01T00:00:00Z"), ends_at: new Date("2026-11-08T00:00:00Z"), max_players: 8, prize_pool: 100 })
      .returning();
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => callAs(server, callers.admin, "overseerRecordPrizePayout", { tournament_id: ended!.id, recipient_email: callers.pilot.email, amount: 30 })),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(3);
    const paid = await server.database.db.select().from(tournamentPayouts).where(eq(tournamentPayouts.tournament_id, ended!.id));
    expect(paid).toHaveLength(3);
    const log = await callAs(server, callers.admin, "overseerAuditLog", { action: "tournament.prize_payout", target_id: ended!.id });
    expect(log.body.entries).toHaveLength(3);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { economy, manualClock } from "../helpers/economy.ts";
import { race } from "../helpers/race.ts";
import { startServer, type TestServer } from "../helpers/server.ts";

// Claims lock the pilot and then their progress; purchases lock the pilot and then count the
// purchase quest. Taken in opposite orders, the two deadlocked on PostgreSQL and answered 500.
const clock = manualClock("2026-11-18T12:00:00Z");
const QUESTS = 12;
const ROUNDS = 4;
/** Four rounds of 24 calls at once: a few seconds, but over half a minute on a busy 2-core machine. */
const RACE_TIMEOUT_MS = 120_000;
let server: TestServer;
let game: ReturnType<typeof economy>;
let questIds: string[];

beforeAll(async () => {
  server = await startServer({}, { clock });
  game = economy(server);
  const admin = await server.admin();
  const quests = Array.from({ length: QUESTS }, (_, i) => ({
    title: `Shopper ${i}`, quest_type: "daily", objective_event: "purchase", objective_count: 1, stardust_reward: 5,
  }));
  const created = await server.api("/entities/Quest/bulk", { method: "POST", token: admin.token, body: quests });
  questIds = created.body.map((quest: { id: string }) => quest.id);
});
afterAll(() => server?.close());

describe(race("claims and purchases for one pilot at once"), () => {
  it("never deadlocks into a 5xx, pays each quest once a day and keeps the ledger whole", async () => {
    const pilot = await server.pilot();
    await game.grant(pilot, 10_000);
    for (let round = 0; round < ROUNDS; round++) {
      clock.advanceDays(1);
      // The day's first purchase completes every quest; then claims race the next purchases.
      expect((await game.invoke(pilot, "purchaseItem", { item_id: "shield_pack" })).status).toBe(200);
      const calls = questIds.flatMap((quest_id) => [
        game.invoke(pilot, "claimQuest", { quest_id }),
        game.invoke(pilot, "purchaseItem", { item_id: "shield_pack" }),
      ]);
      const replies = await Promise.all(calls);
      expect(replies.map((reply) => reply.status).filter((status) => status !== 200)).toEqual([]);
    }
    const claims = await server.api('/entities/StardustTransaction/count?q={"transaction_type":"quest_reward"}', { token: pilot.token });
    expect(claims.body).toEqual({ count: QUESTS * ROUNDS });
    const books = await game.books(pilot);
    expect(books.balance).toBe(books.ledger);
    expect(books.balance).toBe(100 + 10_000 + QUESTS * ROUNDS * 5 - ROUNDS * (QUESTS + 1) * 100);
  }, RACE_TIMEOUT_MS);

  it("never deadlocks when every call carries an Idempotency-Key, as the SDK sends", async () => {
    const pilot = await server.pilot();
    await game.grant(pilot, 10_000);
    const keyed = (name: string, body: unknown) =>
      server.api(`/functions/${name}`, { method: "POST", token: pilot.token, body, headers: { "idempotency-key": crypto.randomUUID() } });
    for (let round = 0; round < ROUNDS; round++) {
      clock.advanceDays(1);
      const calls = questIds.flatMap((quest_id) => [keyed("claimQuest", { quest_id }), keyed("purchaseItem", { item_id: "shield_pack" })]);
      const replies = await Promise.all(calls);
      expect(replies.filter((reply) => reply.status >= 500).map((reply) => reply.body)).toEqual([]);
    }
    const books = await game.books(pilot);
    expect(books.balance).toBe(books.ledger);
  }, RACE_TIMEOUT_MS);
});

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runBattleTick } from "../../src/core/settlement/battle-tick.ts";
import { settleBattle } from "../../src/core/settlement/settle-battle.ts";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { battles, beatSubmissions, stardustTransactions, users, votes } from "../../src/db/schema.ts";
import { battleKit } from "../helpers/battles.ts";
import { economy, manualClock } from "../helpers/economy.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";
import { notificationMailer } from "../../src/core/notifications/notification-mailer.ts";

// Thirty sign-ups hash thirty passwords: the crowd test gets more time than the default.
// Run on the embedded database and, with DATABASE_URL set, on PostgreSQL, where requests truly overlap.
const clock = manualClock("2026-12-01T12:00:00Z");
let server: TestServer;
let kit: ReturnType<typeof battleKit>;
let books: ReturnType<typeof economy>;
let host: TestPilot;

beforeAll(async () => {
  server = await startServer({}, { clock });
  kit = battleKit(server, clock);
  books = economy(server);
  host = await kit.pilotOf("admiral", "Race Host");
  await books.grant(host, 1000);
});
afterAll(() => server?.close());

const battle = (form: Record<string, unknown> = {}) => kit.scheduled(host, { title: "Race", ...form });

/** Every pilot's balance equals the sum of their ledger. */
async function booksBalance() {
  const rows = await server.database.db.execute(sql`
    select u.email, u.stardust, coalesce(sum(t.amount), 0)::int as ledger
    from ${users} u left join ${stardustTransactions} t on t.user_email = u.email
    group by u.email, u.stardust having u.stardust <> coalesce(sum(t.amount), 0)`);
  expect((rows as unknown as { rows: unknown[] }).rows).toEqual([]);
}

async function pilots(n: number) {
  const list: TestPilot[] = [];
  // A few registrations at a time: password hashing is slow on a shared machine.
  for (let i = 0; i < n; i += 5) list.push(...(await Promise.all(Array.from({ length: Math.min(5, n - i) }, () => kit.pilotOf("cadet")))));
  return list;
}

describe("battle races (also on PostgreSQL)", () => {
  it("30 pilots entering a 10-place battle at once: exactly 10 entries and 10 fees", async () => {
    const { id, when } = await battle({ entry_fee: 15, max_participants: 10 });
    const crowd = await pilots(30);
    const tracks = await Promise.all(crowd.map((pilot) => kit.track(pilot)));
    clock.set(when.active);
    const replies = await Promise.all(crowd.map((pilot, i) => kit.enter(pilot, id, tracks[i]!.id)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(10);
    expect(replies.filter((reply) => reply.status !== 200).every((reply) => reply.status === 409 && reply.body.code === "BATTLE_FULL")).toBe(true);
    const db = server.database.db;
    expect(await db.$count(beatSubmissions, eq(beatSubmissions.battle_id, id))).toBe(10);
    expect(await db.$count(stardustTransactions, sql`${stardustTransactions.reference_id} = ${id} and ${stardustTransactions.transaction_type} = 'battle_entry'`)).toBe(10);
    const [stored] = await db.select().from(battles).where(eq(battles.id, id));
    expect([stored!.entrants, stored!.pot]).toEqual([10, 150]);
    await booksBalance();
  }, 120_000);

  it("one pilot entering twice at once: one entry, one fee", async () => {
    const { id, when } = await battle({ entry_fee: 15 });
    const [pilot] = await pilots(1);
    const beat = await kit.track(pilot!);
    clock.set(when.active);
    const replies = await Promise.all(Array.from({ length: 5 }, () => kit.enter(pilot!, id, beat.id)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await books.books(pilot!)).toEqual({ balance: 85, ledger: 85 });
    await booksBalance();
  });

  it("50 identical submitScores: one vote, one reward", async () => {
    const { id, when } = await battle();
    const [entrant, judge] = await pilots(2);
    clock.set(when.active);
    const entered = await kit.enter(entrant!, id, (await kit.track(entrant!)).id);
    clock.set(when.voting);
    const scores = { creativity: 6, technical: 7, impact: 8, notes: "same" };
    const replies = await Promise.all(Array.from({ length: 50 }, () => kit.score(judge!, entered.body.submission.id, scores)));
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    expect(replies.filter((reply) => reply.body.rewarded)).toHaveLength(1);
    expect(await server.database.db.$count(votes, eq(votes.voter_email, judge!.email))).toBe(1);
    expect(await books.books(judge!)).toEqual({ balance: 105, ledger: 105 });
    await booksBalance();
  });

  it("settlement from 5 parallel ticks and from two server instances pays once", async () => {
    const first = await battle({ prize_pool: 100, entry_fee: 10 });
    const second = await battle({ prize_pool: 50 });
    const [a, b, judge] = await pilots(3);
    clock.set(first.when.active);
    const subA = (await kit.enter(a!, first.id, (await kit.track(a!)).id)).body.submission.id;
    await kit.enter(b!, first.id, (await kit.track(b!)).id);
    clock.set(first.when.voting);
    await kit.score(judge!, subA, { creativity: 9, technical: 9, impact: 9 });
    const later = new Date(second.when.completed);

    // A second instance: its own connection pool to the same database (the embedded one has one connection).
    const other: Database = server.database.url ? await openDatabase({ url: server.database.url, poolSize: 5 }) : server.database;
    try {
      const ticks = await Promise.all([
        ...Array.from({ length: 5 }, () => runBattleTick(server.database.db, later, notificationMailer(server.app.services.config))),
        ...Array.from({ length: 5 }, () => runBattleTick(other.db, later, notificationMailer(server.app.services.config))),
      ]);
      const settled = ticks.flatMap((report) => report.settled);
      expect(settled.filter((battleId) => battleId === first.id)).toHaveLength(1);
      expect(settled.filter((battleId) => battleId === second.id)).toHaveLength(1);
      expect(ticks.flatMap((report) => report.failed)).toEqual([]);
    } finally {
      if (other !== server.database) await other.close();
    }
    expect(await books.books(a!)).toEqual({ balance: 90 + 120, ledger: 90 + 120 });
    expect(await books.books(b!)).toEqual({ balance: 90, ledger: 90 });
    const wins = await server.database.db.$count(stardustTransactions, sql`${stardustTransactions.reference_id} = ${first.id} and ${stardustTransactions.transaction_type} = 'battle_win'`);
    expect(wins).toBe(1);
    const refunds = await server.database.db.$count(stardustTransactions, sql`${stardustTransactions.reference_id} = ${second.id} and ${stardustTransactions.transaction_type} = 'battle_refund'`);
    expect(refunds).toBe(1);
    expect((await kit.user(a!)).battlesWon).toBe(1);
    await booksBalance();
  });

  it("refuses a second settlement of the same battle in the database, with votes or without", async () => {
    const voted = await battle({ prize_pool: 40 });
    // Nothing to pay back and nothing counted: only the stored (empty) count can tell it was settled.
    const empty = await battle();
    const [entrant, judge] = await pilots(2);
    clock.set(voted.when.active);
    const entry = (await kit.enter(entrant!, voted.id, (await kit.track(entrant!)).id)).body.submission.id;
    clock.set(voted.when.voting);
    await kit.score(judge!, entry, { creativity: 8, technical: 8, impact: 8 });
    const later = new Date(empty.when.completed);
    const mailer = notificationMailer(server.app.services.config);
    expect((await runBattleTick(server.database.db, later, mailer)).settled).toEqual(expect.arrayContaining([voted.id, empty.id]));
    const before = await books.books(entrant!);
    // As if the battle's lock and its settled_at check had both been missed: the stored count refuses it.
    for (const id of [voted.id, empty.id]) {
      const [row] = await server.database.db.select().from(battles).where(eq(battles.id, id));
      const again = server.database.db.transaction((tx) => settleBattle(tx, { ...row!, settled_at: null }, later, null));
      await expect(again).rejects.toThrow();
    }
    expect(await books.books(entrant!)).toEqual(before);
    await booksBalance();
  });

  it("refuses a second payment in the database even if a settlement ran twice", async () => {
    const [pilot] = await pilots(1);
    const pay = () =>
      server.database.db.insert(stardustTransactions).values({ user_email: pilot!.email, amount: 0, transaction_type: "battle_win", reference_id: "battle-x", balance_after: 100 });
    await pay();
    await expect(pay()).rejects.toThrow();
  });
});

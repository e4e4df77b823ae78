import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stardustTransactions, users } from "../../src/db/schema.ts";
import type { battleKit } from "../helpers/battles.ts";
import { manualClock, type economy } from "../helpers/economy.ts";
import type { TestPilot, TestServer } from "../helpers/server.ts";
import { tournamentServer, type tournamentKit } from "../helpers/tournaments.ts";

// Run on the embedded database and, with DATABASE_URL set, on PostgreSQL, where requests truly overlap.
const clock = manualClock("2026-12-01T12:00:00Z");
let server: TestServer;
let kit: ReturnType<typeof tournamentKit>;
let pilots: ReturnType<typeof battleKit>;
let books: ReturnType<typeof economy>;

beforeAll(async () => {
  ({ server, kit, pilots, books } = await tournamentServer(clock));
});
afterAll(() => server?.close());

/** Every pilot's balance equals the sum of their ledger. */
async function booksBalance() {
  const rows = await server.database.db.execute(sql`
    select u.email from ${users} u left join ${stardustTransactions} t on t.user_email = u.email
    group by u.email, u.stardust having u.stardust <> coalesce(sum(t.amount), 0)`);
  expect((rows as unknown as { rows: unknown[] }).rows).toEqual([]);
}

async function cadets(n: number) {
  const list: TestPilot[] = [];
  // A few registrations at a time: password hashing is slow on a shared machine.
  for (let i = 0; i < n; i += 5) list.push(...(await Promise.all(Array.from({ length: Math.min(5, n - i) }, () => pilots.pilotOf("cadet")))));
  return list;
}

const entryFees = (id: string) =>
  server.database.db.$count(stardustTransactions, sql`${stardustTransactions.reference_id} = ${id} and ${stardustTransactions.transaction_type} = 'tournament_entry'`);

describe("join races (also on PostgreSQL)", () => {
  it("40 pilots joining a 16-place tournament at once: exactly 16 entries, 16 fees, current_players 16", async () => {
    const { id } = await kit.open({ max_players: 16, entry_fee: 30 });
    const crowd = await cadets(40);
    const replies = await Promise.all(crowd.map((pilot) => kit.join(pilot, id)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(16);
    expect(replies.filter((reply) => reply.status !== 200).every((reply) => reply.status === 409 && reply.body.code === "TOURNAMENT_FULL")).toBe(true);
    expect(await kit.entries(id)).toBe(16);
    expect(await entryFees(id)).toBe(16);
    expect((await kit.stored(id)).current_players).toBe(16);
    await booksBalance();
  }, 180_000);

  it("one pilot joining five times at once: one entry, one fee", async () => {
    const { id } = await kit.open({ entry_fee: 30 });
    const [pilot] = await cadets(1);
    const replies = await Promise.all(Array.from({ length: 5 }, () => kit.join(pilot!, id)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await kit.entries(id)).toBe(1);
    expect(await books.books(pilot!)).toEqual({ balance: 70, ledger: 70 });
    expect((await kit.stored(id)).current_players).toBe(1);
    await booksBalance();
  });
});


import { eq, sql } from "drizzle-orm";
import { postStardust } from "../../src/core/ledger/ledger.ts";
import { stardustTransactions, users } from "../../src/db/schema.ts";
import type { TestPilot, TestServer } from "./server.ts";

/** A clock the test moves by hand. */
export function manualClock(start: string) {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    set: (iso: string) => void (now = new Date(iso)),
    advanceDays: (days: number) => void (now = new Date(now.getTime() + days * 86_400_000)),
  };
}

/** Rolls that the test sets up; Math.random when none are left. A refused draw leaves its rolls unused. */
export function queuedRandom() {
  let queue: number[] = [];
  return { random: () => queue.shift() ?? Math.random(), next: (...values: number[]) => void (queue = values) };
}

export function economy(server: TestServer) {
  const db = server.database.db;
  return {
    invoke: (pilot: TestPilot, name: string, body: unknown = {}) => server.api(`/functions/${name}`, { method: "POST", token: pilot.token, body }),
    me: async (pilot: TestPilot) => (await server.api("/entities/User/me", { token: pilot.token })).body,
    grant: (pilot: TestPilot, amount: number) =>
      db.transaction((tx) => postStardust(tx, { userId: pilot.id, amount, type: "admin_grant", description: "test grant" })),
    /** Balance and sum of ledger, which must always be equal. */
    books: async (pilot: TestPilot) => {
      const [user] = await db.select({ stardust: users.stardust }).from(users).where(eq(users.id, pilot.id));
      const [sum] = await db
        .select({ total: sql<number>`coalesce(sum(${stardustTransactions.amount}), 0)::int` })
        .from(stardustTransactions)
        .where(eq(stardustTransactions.user_email, pilot.email));
      return { balance: user!.stardust, ledger: sum!.total };
    },
    setUser: (pilot: TestPilot, values: Partial<typeof users.$inferInsert>) => db.update(users).set(values).where(eq(users.id, pilot.id)),
  };
}

import { MESSAGES } from "@soundship/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../src/core/errors.ts";
import { postStardust } from "../src/core/ledger/ledger.ts";
import { stardustTransactions, users } from "../src/db/schema.ts";
import { startServer, type TestServer } from "./helpers/server.ts";
import { race } from "./helpers/race.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

async function balanceAndLedger(email: string) {
  const db = server.database.db;
  const [user] = await db.select({ stardust: users.stardust }).from(users).where(eq(users.email, email));
  const [sum] = await db
    .select({ total: sql<number>`coalesce(sum(${stardustTransactions.amount}), 0)::int` })
    .from(stardustTransactions)
    .where(eq(stardustTransactions.user_email, email));
  return { balance: user!.stardust, ledger: sum!.total };
}

const post = (userId: string, amount: number, floorAtZero = false) =>
  server.database.db.transaction((tx) => postStardust(tx, { userId, amount, type: "purchase", description: "test", floorAtZero }));

describe("ledger", () => {
  it("credits and debits, writing balance_after on each row", async () => {
    const pilot = await server.pilot();
    const credit = await post(pilot.id, 50);
    expect(credit).toMatchObject({ amount: 50, balance: 150 });
    expect(credit.transaction).toMatchObject({ amount: 50, balance_after: 150, transaction_type: "purchase", user_email: pilot.email });
    const debit = await post(pilot.id, -120);
    expect(debit.balance).toBe(30);
    expect(await balanceAndLedger(pilot.email)).toEqual({ balance: 30, ledger: 30 });
  });

  it("refuses a debit the balance cannot cover with SPEC's message, and writes nothing", async () => {
    const pilot = await server.pilot();
    const refusal = await post(pilot.id, -101).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: "INSUFFICIENT_STARDUST", message: MESSAGES.insufficientStardust, status: 402 });
    expect(await balanceAndLedger(pilot.email)).toEqual({ balance: 100, ledger: 100 });
  });

  it("floors at zero when asked, recording the change actually made", async () => {
    const pilot = await server.pilot();
    const floored = await post(pilot.id, -500, true);
    expect(floored).toMatchObject({ amount: -100, balance: 0 });
    expect(await balanceAndLedger(pilot.email)).toEqual({ balance: 0, ledger: 0 });
  });

  it("refuses fractional amounts", async () => {
    const pilot = await server.pilot();
    await expect(post(pilot.id, 1.5)).rejects.toThrow(/whole numbers/);
  });

  it(race("never goes negative under 50 parallel debits that together exceed the balance"), async () => {
    const pilot = await server.pilot();
    await post(pilot.id, 400); // balance 500
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => post(pilot.id, -30)));
    const paid = results.filter((result) => result.status === "fulfilled").length;
    const refused = results.filter((result) => result.status === "rejected");
    expect(paid).toBe(16); // 16 × 30 = 480 ≤ 500 < 17 × 30
    expect(refused).toHaveLength(34);
    for (const result of refused) expect((result as PromiseRejectedResult).reason).toMatchObject({ code: "INSUFFICIENT_STARDUST" });
    expect(await balanceAndLedger(pilot.email)).toEqual({ balance: 20, ledger: 20 });
  });

  it(race("keeps balance == sum of ledger under mixed parallel credits and debits"), async () => {
    const pilot = await server.pilot();
    const amounts = Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? 25 : -20));
    await Promise.allSettled(amounts.map((amount) => post(pilot.id, amount)));
    const { balance, ledger } = await balanceAndLedger(pilot.email);
    expect(balance).toBe(ledger);
    expect(balance).toBeGreaterThanOrEqual(0);
  });

  it("is backed by the database: a direct negative balance is refused by a CHECK", async () => {
    const pilot = await server.pilot();
    await expect(server.database.db.update(users).set({ stardust: -1 }).where(eq(users.id, pilot.id))).rejects.toThrow();
  });
});

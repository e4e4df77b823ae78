import { IDEMPOTENCY_MESSAGES, defineContract } from "@soundship/shared";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../src/core/errors.ts";
import { createRegistry, defineFunction } from "../src/core/functions/registry.ts";
import { payloadHash } from "../src/core/functions/run-function.ts";
import { postStardust } from "../src/core/ledger/ledger.ts";
import { FUNCTIONS } from "../src/served-functions.ts";
import { idempotencyKeys, users } from "../src/db/schema.ts";
import { startServer, type TestServer } from "./helpers/server.ts";
import { race } from "./helpers/race.ts";

let runs = 0;

/** A function that moves Stardust, to prove that a function call is one transaction and idempotent. */
const payToll = defineFunction({
  contract: defineContract({
    name: "payToll",
    input: z.object({ amount: z.number().int().min(1).max(1000) }),
    result: z.object({ stardust: z.number() }),
  }),
  async handler({ tx, pilot }, { amount }) {
    runs++;
    const posting = await postStardust(tx, { userId: pilot.id, amount: -amount, type: "purchase", description: "toll" });
    if (amount === 13) throw new AppError("RULE_REFUSED", "Unlucky toll");
    return { stardust: posting.balance };
  },
});

const effects: string[] = [];

/** Plans an effect outside the database, then succeeds or refuses. */
const planEffect = defineFunction({
  contract: defineContract({ name: "planEffect", input: z.object({ label: z.string(), refuse: z.boolean() }), result: z.object({}) }),
  async handler({ tx, pilot, afterCommit }, { label, refuse }) {
    await postStardust(tx, { userId: pilot.id, amount: -1, type: "purchase", description: label });
    // When the task runs, the transaction must already be visible to everyone.
    afterCommit(async () => {
      const [row] = await server.database.db.select({ stardust: users.stardust }).from(users).where(eq(users.id, pilot.id));
      effects.push(`${label}:${row!.stardust}`);
    });
    if (refuse) throw new AppError("RULE_REFUSED", "Changed my mind");
    return {};
  },
});

let server: TestServer;
beforeAll(async () => {
  server = await startServer({}, { functions: createRegistry([...FUNCTIONS, payToll, planEffect]) });
});
afterAll(() => server?.close());

const invoke = (token: string, name: string, body: unknown, headers: Record<string, string> = {}) =>
  server.api(`/functions/${name}`, { method: "POST", token, body, headers });

const stardustOf = async (id: string) =>
  (await server.database.db.select({ stardust: users.stardust }).from(users).where(eq(users.id, id)))[0]!.stardust;

describe("functions", () => {
  it("runs a function and answers {ok: true, ...}", async () => {
    const pilot = await server.pilot();
    const reply = await invoke(pilot.token, "payToll", { amount: 10 });
    expect(reply).toMatchObject({ status: 200, body: { ok: true, stardust: 90 } });
  });

  it("refuses anonymous callers, unknown names, string payloads and bad input", async () => {
    const pilot = await server.pilot();
    expect((await server.api("/functions/payToll", { method: "POST", body: { amount: 1 } })).status).toBe(401);
    const unknown = await invoke(pilot.token, "mintStardust", {});
    expect(unknown).toMatchObject({ status: 404, body: { code: "NOT_FOUND", message: "Unknown function mintStardust" } });
    const string = await invoke(pilot.token, "payToll", "amount=10");
    expect(string).toMatchObject({ status: 400, body: { message: "The payload must be an object with named fields, not a string" } });
    const array = await invoke(pilot.token, "payToll", [1]);
    expect(array.status).toBe(400);
    const bad = await invoke(pilot.token, "payToll", { amount: "ten" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^amount: /);
    const extra = await invoke(pilot.token, "payToll", { amount: 5000 });
    expect(extra.body.message).toMatch(/^amount: /);
    expect(await stardustOf(pilot.id)).toBe(100);
  });

  it("answers a refusal as {ok: false, error, message, code} and rolls its writes back", async () => {
    const pilot = await server.pilot();
    const refused = await invoke(pilot.token, "payToll", { amount: 13 });
    expect(refused).toMatchObject({ status: 422, body: { ok: false, error: "Unlucky toll", message: "Unlucky toll", code: "RULE_REFUSED" } });
    const broke = await invoke(pilot.token, "payToll", { amount: 500 });
    expect(broke).toMatchObject({ status: 402, body: { ok: false, error: "Insufficient Stardust!", code: "INSUFFICIENT_STARDUST" } });
    expect(await stardustOf(pilot.id)).toBe(100);
  });

  it("replays the first answer for a repeated Idempotency-Key without running again", async () => {
    const pilot = await server.pilot();
    const before = runs;
    const first = await invoke(pilot.token, "payToll", { amount: 10 }, { "idempotency-key": "key-1" });
    const again = await invoke(pilot.token, "payToll", { amount: 10 }, { "idempotency-key": "key-1" });
    expect(again.body).toEqual(first.body);
    expect(runs - before).toBe(1);
    expect(await stardustOf(pilot.id)).toBe(90);
    const fresh = await invoke(pilot.token, "payToll", { amount: 10 }, { "idempotency-key": "key-2" });
    expect(fresh.body.stardust).toBe(80);
  });

  it(race("pays once when 20 requests with one key arrive in parallel"), async () => {
    const pilot = await server.pilot();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => invoke(pilot.token, "payToll", { amount: 7 }, { "idempotency-key": "double-click" })),
    );
    for (const reply of replies) expect(reply).toMatchObject({ status: 200, body: { ok: true, stardust: 93 } });
    expect(await stardustOf(pilot.id)).toBe(93);
  });

  it("replays a stored refusal, and keeps keys per pilot", async () => {
    const pilot = await server.pilot();
    const other = await server.pilot();
    const refused = await invoke(pilot.token, "payToll", { amount: 13 }, { "idempotency-key": "same" });
    const replay = await invoke(pilot.token, "payToll", { amount: 13 }, { "idempotency-key": "same" });
    expect(replay).toMatchObject({ status: 422, body: refused.body });
    const others = await invoke(other.token, "payToll", { amount: 1 }, { "idempotency-key": "same" });
    expect(others.body).toMatchObject({ ok: true, stardust: 99 });
    const misuse = await invoke(pilot.token, "planEffect", { label: "misuse", refuse: false }, { "idempotency-key": "same" });
    expect(misuse.status).toBe(409);
  });

  it("refuses a key reused with another payload (422) and replays one whose fields come in another order", async () => {
    const pilot = await server.pilot();
    const before = runs;
    const first = await invoke(pilot.token, "payToll", { amount: 10 }, { "idempotency-key": "pay-once" });
    const other = await invoke(pilot.token, "payToll", { amount: 11 }, { "idempotency-key": "pay-once" });
    expect(other).toMatchObject({ status: 422, body: { code: "IDEMPOTENCY_KEY_REUSED", message: IDEMPOTENCY_MESSAGES.otherPayload } });
    const reordered = await invoke(pilot.token, "planEffect", { refuse: false, label: "reordered" }, { "idempotency-key": "effect" });
    const same = await invoke(pilot.token, "planEffect", { label: "reordered", refuse: false }, { "idempotency-key": "effect" });
    expect(same).toMatchObject({ status: 200, body: reordered.body });
    // Ran once: one planned effect. It is taken out again, as the afterCommit test counts every effect.
    expect(effects.splice(effects.indexOf("reordered:89"), 1)).toEqual(["reordered:89"]);
    expect(runs - before).toBe(1);
    expect(first.body).toMatchObject({ ok: true, stardust: 90 });
    expect(await stardustOf(pilot.id)).toBe(89);
    const [stored] = await server.database.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.user_id, pilot.id), eq(idempotencyKeys.key, "pay-once")));
    expect(stored?.payload_hash).toBe(payloadHash({ amount: 10 }));
  });

  it(race("refuses every parallel repeat of a key that carries another payload"), async () => {
    const pilot = await server.pilot();
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, index) => invoke(pilot.token, "payToll", { amount: index % 2 ? 3 : 4 }, { "idempotency-key": "mixed" })),
    );
    const paid = replies.filter((reply) => reply.status === 200);
    const refused = replies.filter((reply) => reply.status === 422);
    expect(paid.length + refused.length).toBe(10);
    // Whichever payload claimed the key first is the only one that ran, and its repeats replayed.
    const amount = 100 - (paid[0]!.body.stardust as number);
    expect(paid).toHaveLength(5);
    for (const reply of refused) expect(reply.body.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await stardustOf(pilot.id)).toBe(100 - amount);
  });

  it("stores no key for any read-only function, and every function that writes nothing is read-only", async () => {
    const readOnly = FUNCTIONS.filter((definition) => definition.readOnly).map((definition) => definition.contract.name).sort();
    expect(readOnly).toEqual([
      "battleDetails", "battleList", "firstOrders", "galaxyRank", "getLeaderboard", "judgeBattles", "judgeSubmissions",
      "membershipOverview", "myBattles", "myReports", "notificationPreferences", "overseerAuditLog", "overseerBattles",
      "overseerContent", "overseerJobs", "overseerOverview", "overseerPilot", "overseerPilots", "overseerReports",
      "pilotProfile", "questBoard", "starshipApi", "tournamentDetails", "uploadAllowance",
    ]);
    const pilot = await server.pilot();
    for (const [name, body] of [["questBoard", {}], ["membershipOverview", {}], ["uploadAllowance", {}], ["battleList", {}], ["judgeBattles", {}], ["galaxyRank", {}]] as const) {
      const reply = await invoke(pilot.token, name, body, { "idempotency-key": `read-${name}` });
      expect(reply.status, name).toBe(200);
    }
    expect(await server.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.user_id, pilot.id))).toEqual([]);
  });

  it("stores no Idempotency-Key for a read-only function: a repeat reads again", async () => {
    const pilot = await server.pilot();
    const first = await invoke(pilot.token, "getLeaderboard", {}, { "idempotency-key": "read-1" });
    await server.database.db.update(users).set({ xp: 77 }).where(eq(users.id, pilot.id));
    const again = await invoke(pilot.token, "getLeaderboard", {}, { "idempotency-key": "read-1" });
    expect(first.body.me).toBeNull();
    expect(again.body.me).toMatchObject({ userId: pilot.id, score: 77 });
    const stored = await server.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.user_id, pilot.id));
    expect(stored).toEqual([]);
  });
});

describe("afterCommit", () => {
  it("runs planned effects after the commit, and drops them when the handler refuses", async () => {
    const pilot = await server.pilot();
    expect((await invoke(pilot.token, "planEffect", { label: "kept", refuse: false })).status).toBe(200);
    expect((await invoke(pilot.token, "planEffect", { label: "dropped", refuse: true })).status).toBe(422);
    expect(effects).toEqual(["kept:99"]);
  });
});

describe("leaderboard", () => {
  it("ranks by score, then wins, then earliest sign-up, leaves out unranked pilots and hides e-mails", async () => {
    const db = server.database.db;
    const [a, b, c] = [await server.pilot("Alpha"), await server.pilot("Bravo"), await server.pilot("Charlie")];
    await db.update(users).set({ xp: 500, battlesWon: 1 }).where(eq(users.id, a.id));
    await db.update(users).set({ xp: 500, battlesWon: 3, username: "bravo" }).where(eq(users.id, b.id));
    await db.update(users).set({ xp: 900 }).where(eq(users.id, c.id));
    const reply = await invoke(a.token, "getLeaderboard", { limit: 100 });
    expect(reply.body.players.slice(0, 3)).toEqual([
      { userId: c.id, username: "Charlie", score: 900, battlesWon: 0, rank: 1, avatarUrl: null },
      { userId: b.id, username: "bravo", score: 500, battlesWon: 3, rank: 2, avatarUrl: null },
      { userId: a.id, username: "Alpha", score: 500, battlesWon: 1, rank: 3, avatarUrl: null },
    ]);
    expect(JSON.stringify(reply.body)).not.toContain("@");
    expect(reply.body.players.every((player: { score: number }) => player.score > 0)).toBe(true);
    expect((await invoke(a.token, "getLeaderboard", { limit: 101 })).status).toBe(400);

    const feed = await invoke(a.token, "starshipApi", { endpoint: "/leaderboard?limit=2" });
    expect(feed.body.players.map((player: { userId: string }) => player.userId)).toEqual([c.id, b.id]);
    const battles = await invoke(a.token, "starshipApi", { endpoint: "/battles?status=active" });
    expect(battles.body).toEqual({ ok: true, battles: [] });
    expect((await invoke(a.token, "starshipApi", { endpoint: "/admin" })).status).toBe(400);
  });
});

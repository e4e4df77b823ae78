import { PLATFORM_MESSAGES } from "@soundship/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../src/db/schema.ts";
import { economy, manualClock } from "../helpers/economy.ts";
import { auditCount, callAs, expectHidden, overseerCallers, type OverseerCallers } from "../helpers/overseer.ts";
import { race } from "../helpers/race.ts";
import { startServer, type TestServer } from "../helpers/server.ts";

const clock = manualClock("2026-11-21T12:00:00Z");
let server: TestServer;
let callers: OverseerCallers;

beforeAll(async () => {
  // A long session cache, so the test proves a ban does not wait for it to expire.
  server = await startServer({ sessionCacheSeconds: 300 }, { clock });
  callers = await overseerCallers(server);
});
afterAll(() => server?.close());

const books = (pilot: { id: string; email: string }) => economy(server).books(pilot as never);

describe("finding pilots", () => {
  it("searches by e-mail or callsign, and shows balance, XP, tier, membership and the full ledger", async () => {
    const target = await server.pilot("Zephyr Quill");
    await server.database.db.update(users).set({ username: "zephyr_q" }).where(eq(users.id, target.id));
    const byCallsign = await callAs(server, callers.admin, "overseerPilots", { query: "ZEPHYR_" });
    expect(byCallsign.body.pilots.map((p: { id: string }) => p.id)).toEqual([target.id]);
    const byEmail = await callAs(server, callers.admin, "overseerPilots", { query: target.email });
    expect(byEmail.body.pilots.map((p: { id: string }) => p.id)).toEqual([target.id]);

    const details = await callAs(server, callers.admin, "overseerPilot", { pilot_id: callers.admiral.id });
    expect(details.status).toBe(200);
    expect(details.body.pilot).toMatchObject({ membership_tier: "admiral", stardust: 100, active_sessions: 1 });
    expect(details.body.membership).toMatchObject({ tier: "admiral", status: "active" });
    expect(details.body.ledger).toMatchObject({ total: 1, sum: 100, page: 0 });

    for (const name of ["overseerPilots", "overseerPilot"]) {
      for (const caller of [null, callers.pilot, callers.admiral]) {
        await expectHidden(server, caller, name, await callAs(server, caller, name, { pilot_id: target.id }));
      }
    }
  });
});

describe("granting and taking Stardust", () => {
  it("is hidden from anyone but admins, and changes nothing for them", async () => {
    const target = await server.pilot();
    const audits = await auditCount(server);
    for (const caller of [null, callers.pilot, callers.admiral, target]) {
      const reply = await callAs(server, caller, "overseerGrantStardust", { pilot_id: target.id, amount: 500, reason: "Mine" });
      await expectHidden(server, caller, "overseerGrantStardust", reply);
    }
    expect(await books(target)).toEqual({ balance: 100, ledger: 100 });
    expect(await auditCount(server)).toBe(audits);
  });

  it("posts an admin_grant with the reason, takes never below 0, and records each on the audit log", async () => {
    const target = await server.pilot();
    const before = await auditCount(server, "pilot.stardust_grant");
    const grant = await callAs(server, callers.admin, "overseerGrantStardust", { pilot_id: target.id, amount: 250, reason: "Tournament prize" });
    expect(grant.body).toMatchObject({ ok: true, stardust: 350, transaction: { transaction_type: "admin_grant", amount: 250, description: "Granted by the Overseer: Tournament prize" } });
    const take = await callAs(server, callers.admin, "overseerGrantStardust", { pilot_id: target.id, amount: -50, reason: "Refund reversal" });
    expect(take.body.stardust).toBe(300);
    const tooMuch = await callAs(server, callers.admin, "overseerGrantStardust", { pilot_id: target.id, amount: -301, reason: "Too much" });
    expect(tooMuch).toMatchObject({ status: 402, body: { code: "INSUFFICIENT_STARDUST", message: "Insufficient Stardust! The pilot holds 300 SD; at most 300 can be taken." } });
    const noReason = await callAs(server, callers.admin, "overseerGrantStardust", { pilot_id: target.id, amount: 5, reason: "" });
    expect(noReason).toMatchObject({ status: 400, body: { message: "reason: A reason is required" } });
    const zero = await callAs(server, callers.admin, "overseerGrantStardust", { pilot_id: target.id, amount: 0, reason: "x" });
    expect(zero.status).toBe(400);
    expect(await books(target)).toEqual({ balance: 300, ledger: 300 });
    expect(await auditCount(server, "pilot.stardust_grant")).toBe(before + 2);
  });

  it(race("takes no more than the balance under parallel takes"), async () => {
    const target = await server.pilot();
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => callAs(server, callers.admin, "overseerGrantStardust", { pilot_id: target.id, amount: -30, reason: "Clawback" })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
    expect(await books(target)).toEqual({ balance: 10, ledger: 10 });
  });
});

describe("banning a pilot", () => {
  it("is hidden from anyone but admins, and changes nothing for them", async () => {
    const target = await server.pilot();
    for (const caller of [null, callers.pilot, callers.admiral, target]) {
      const reply = await callAs(server, caller, "overseerBanPilot", { pilot_id: target.id, reason: "x" });
      await expectHidden(server, caller, "overseerBanPilot", reply);
      await expectHidden(server, caller, "overseerUnbanPilot", await callAs(server, caller, "overseerUnbanPilot", { pilot_id: target.id, reason: "x" }));
    }
    expect((await server.api("/entities/User/me", { token: target.token })).status).toBe(200);
  });

  it("ends every active session on the next request, refuses sign-in, and an unban lets them back", async () => {
    const target = await server.pilot("Rogue Pilot");
    const second = await server.api("/auth/login", { method: "POST", body: { email: target.email, password: target.password } });
    expect(second.status).toBe(200);
    // Both sessions are live and cached.
    expect((await server.api("/entities/User/me", { token: target.token })).status).toBe(200);
    expect((await server.api("/entities/User/me", { token: second.body.access_token })).status).toBe(200);
    const before = await auditCount(server);

    const ban = await callAs(server, callers.admin, "overseerBanPilot", { pilot_id: target.id, reason: "Harassment in notes" });
    expect(ban.body).toMatchObject({ ok: true, sessions_ended: 2, pilot: { ban_reason: "Harassment in notes" } });
    expect(await auditCount(server)).toBe(before + 1);
    expect((await server.api("/entities/User/me", { token: target.token })).status).toBe(401);
    expect((await server.api("/entities/User/me", { token: second.body.access_token })).status).toBe(401);
    expect(await server.database.db.select().from(sessions).where(eq(sessions.userId, target.id))).toHaveLength(0);

    const signIn = await server.api("/auth/login", { method: "POST", body: { email: target.email, password: target.password } });
    expect(signIn).toMatchObject({ status: 403, body: { code: "ACCOUNT_BANNED", message: PLATFORM_MESSAGES.accountBanned } });
    const wrongPassword = await server.api("/auth/login", { method: "POST", body: { email: target.email, password: "not-the-password" } });
    expect(wrongPassword.status).toBe(401);
    expect(await server.database.db.select().from(sessions).where(eq(sessions.userId, target.id))).toHaveLength(0);

    const again = await callAs(server, callers.admin, "overseerBanPilot", { pilot_id: target.id, reason: "Twice" });
    expect(again).toMatchObject({ status: 409, body: { message: "This pilot is already banned" } });
    const unban = await callAs(server, callers.admin, "overseerUnbanPilot", { pilot_id: target.id, reason: "Appeal accepted" });
    expect(unban.body).toMatchObject({ ok: true, pilot: { banned_at: null } });
    expect(await auditCount(server)).toBe(before + 2);
    expect((await server.api("/auth/login", { method: "POST", body: { email: target.email, password: target.password } })).status).toBe(200);
  });

  it("refuses to ban an admin", async () => {
    const other = await server.admin();
    const reply = await callAs(server, callers.admin, "overseerBanPilot", { pilot_id: other.id, reason: "x" });
    expect(reply).toMatchObject({ status: 422, body: { message: "An admin cannot be banned; revoke the admin role first" } });
  });

  it("leaves a banned pilot off the boards", async () => {
    const star = await server.pilot("Banned Star");
    await server.database.db.update(users).set({ xp: 5000, username: "banned_star" }).where(eq(users.id, star.id));
    const runnerUp = await server.pilot("Runner Up");
    await server.database.db.update(users).set({ xp: 4000 }).where(eq(users.id, runnerUp.id));
    const rankOf = async () => (await callAs(server, runnerUp, "galaxyRank", {})).body.rank as number;
    const rankBefore = await rankOf();
    const board = async () => (await callAs(server, callers.pilot, "getLeaderboard", { limit: 100 })).body.players.map((p: { userId: string }) => p.userId);
    expect(await board()).toContain(star.id);
    const totalBefore = (await callAs(server, callers.pilot, "galaxyRank", {})).body.totalPilots;
    await callAs(server, callers.admin, "overseerBanPilot", { pilot_id: star.id, reason: "Cheating" });
    expect(await board()).not.toContain(star.id);
    const deck = await callAs(server, callers.pilot, "starshipApi", { endpoint: "/leaderboard?limit=10" });
    expect(deck.body.players.map((p: { userId: string }) => p.userId)).not.toContain(star.id);
    const rank = await callAs(server, callers.admiral, "galaxyRank", {});
    expect(rank.body.totalPilots).toBe(totalBefore - 1);
    // The pilots behind the banned one move up a place; an unban puts everything back.
    expect(await rankOf()).toBe(rankBefore - 1);
    await callAs(server, callers.admin, "overseerUnbanPilot", { pilot_id: star.id, reason: "Cleared" });
    expect(await rankOf()).toBe(rankBefore);
    expect(await board()).toContain(star.id);
  });
});

describe("the overview", () => {
  it("counts pilots, memberships by tier, and shows circulation next to the ledger's sum", async () => {
    for (const caller of [null, callers.pilot, callers.admiral]) {
      await expectHidden(server, caller, "overseerOverview", await callAs(server, caller, "overseerOverview", {}));
    }
    const banned = await server.pilot("Quiet Exile");
    expect((await callAs(server, callers.admin, "overseerBanPilot", { pilot_id: banned.id, reason: "Spam" })).status).toBe(200);
    const reply = await callAs(server, callers.admin, "overseerOverview", {});
    expect(reply.status).toBe(200);
    expect(reply.body.memberships.admiral).toBe(1);
    expect(reply.body.stardust.balanced).toBe(true);
    expect(reply.body.stardust.circulation).toBe(reply.body.stardust.ledger);
    expect(reply.body.pilots).toBeGreaterThan(3);
    expect(reply.body.banned_pilots).toBe(1);
    expect(Object.keys(reply.body.battles).sort()).toEqual(["active", "cancelled", "completed", "upcoming", "voting"]);
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordAudit } from "../../src/core/overseer/audit.ts";
import { auditLog } from "../../src/db/schema.ts";
import { manualClock } from "../helpers/economy.ts";
import { auditCount, callAs, expectHidden, overseerCallers, type OverseerCallers } from "../helpers/overseer.ts";
import { startServer, type TestServer } from "../helpers/server.ts";

const clock = manualClock("2026-11-21T12:00:00Z");
let server: TestServer;
let callers: OverseerCallers;

beforeAll(async () => {
  server = await startServer({}, { clock });
  callers = await overseerCallers(server);
});
afterAll(() => server?.close());

describe("the Overseer's functions", () => {
  it("exist for admins only: anyone else, anonymous included, gets an unknown function's 404", async () => {
    for (const caller of [null, callers.pilot, callers.admiral]) {
      const reply = await callAs(server, caller, "overseerAuditLog", {});
      await expectHidden(server, caller, "overseerAuditLog", reply);
    }
    const admin = await callAs(server, callers.admin, "overseerAuditLog", {});
    expect(admin).toMatchObject({ status: 200, body: { ok: true, entries: [] } });
  });

  it("answers an unknown name with the same 404 whether or not the caller is signed in", async () => {
    const anonymous = await callAs(server, null, "mintStardust", {});
    const signedIn = await callAs(server, callers.pilot, "mintStardust", {});
    expect(anonymous).toMatchObject({ status: 404, body: { code: "NOT_FOUND", message: "Unknown function mintStardust" } });
    expect(anonymous.body).toEqual(signedIn.body);
  });

  it("hides an admin-only function from an admin whose role was taken away", async () => {
    const former = await server.admin();
    expect((await callAs(server, former, "overseerAuditLog", {})).status).toBe(200);
    await server.database.db.execute(sql`update users set role = 'user' where id = ${former.id}`);
    // The session cache may still hold the old role for a few seconds; the gate reads it from the session.
    server.app.services.sessions.clear();
    await expectHidden(server, former, "overseerAuditLog", await callAs(server, former, "overseerAuditLog", {}));
  });
});

describe("the audit log", () => {
  it("records one row in the caller's transaction, and rolls back with it", async () => {
    const admin = { id: callers.admin.id, email: callers.admin.email, role: "admin" };
    const before = await auditCount(server);
    const entry = await server.database.db.transaction((tx) =>
      recordAudit(tx, { admin, action: "pilot.ban", targetType: "pilot", targetId: callers.pilot.id, before: { banned: false }, after: { banned: true }, reason: "Spam", at: clock.now() }),
    );
    expect(entry).toMatchObject({ admin_email: callers.admin.email, action: "pilot.ban", reason: "Spam", at: "2026-11-21T12:00:00.000Z" });
    expect(await auditCount(server)).toBe(before + 1);

    await expect(
      server.database.db.transaction(async (tx) => {
        await recordAudit(tx, { admin, action: "pilot.unban", targetType: "pilot", targetId: callers.pilot.id, before: null, after: null, at: clock.now() });
        throw new Error("the action failed");
      }),
    ).rejects.toThrow("the action failed");
    expect(await auditCount(server)).toBe(before + 1);
  });

  it("lists rows newest first, filtered, a page at a time", async () => {
    const admin = { id: callers.admin.id, email: callers.admin.email, role: "admin" };
    for (let i = 0; i < 3; i++) {
      clock.set(`2026-11-2${2 + i}T10:00:00Z`);
      await server.database.db.transaction((tx) =>
        recordAudit(tx, { admin, action: "battle.cancel", targetType: "battle", targetId: `battle-${i}`, before: { status: "active" }, after: { status: "cancelled" }, reason: `r${i}`, at: clock.now() }),
      );
    }
    const first = await callAs(server, callers.admin, "overseerAuditLog", { action: "battle.cancel", limit: 2 });
    expect(first.body.entries.map((e: { target_id: string }) => e.target_id)).toEqual(["battle-2", "battle-1"]);
    const second = await callAs(server, callers.admin, "overseerAuditLog", { action: "battle.cancel", limit: 2, before: first.body.next });
    expect(second.body).toMatchObject({ entries: [{ target_id: "battle-0" }], next: null });

    const byTarget = await callAs(server, callers.admin, "overseerAuditLog", { target_type: "battle", target_id: "battle-1" });
    expect(byTarget.body.entries).toHaveLength(1);
    const byDate = await callAs(server, callers.admin, "overseerAuditLog", { from: "2026-11-23T00:00:00Z", to: "2026-11-23T23:59:59Z" });
    expect(byDate.body.entries.map((e: { target_id: string }) => e.target_id)).toEqual(["battle-1"]);
    const byAdmin = await callAs(server, callers.admin, "overseerAuditLog", { admin: callers.admin.email.slice(0, 8).toUpperCase() });
    expect(byAdmin.body.entries.length).toBeGreaterThanOrEqual(3);
    const nobody = await callAs(server, callers.admin, "overseerAuditLog", { admin: "%" });
    expect(nobody.body.entries).toEqual([]);
  });

  it("can never be edited: the database refuses UPDATE, DELETE and TRUNCATE", async () => {
    const before = await auditCount(server);
    expect(before).toBeGreaterThan(0);
    await expect(server.database.db.update(auditLog).set({ reason: "rewritten" })).rejects.toThrow();
    await expect(server.database.db.delete(auditLog)).rejects.toThrow();
    await expect(server.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await auditCount(server)).toBe(before);
    const reasons = await server.database.db.select({ reason: auditLog.reason }).from(auditLog);
    expect(reasons.some((row) => row.reason === "rewritten")).toBe(false);
  });
});

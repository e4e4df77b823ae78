import { overseerBanPilotContract, overseerUnbanPilotContract } from "@soundship/shared";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import { forgetSessions, revokeSessions } from "../auth/sessions.ts";
import { AppError } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { recordAudit } from "./audit.ts";
import { lockPilot, toPilotRow } from "./pilot-row.ts";

/**
 * Bans a pilot: every session ends at once (the same revocation sign-out uses), sign-in is refused
 * with a clear message, and the boards leave them out. Admins cannot be banned (revoke the role first).
 */
export const overseerBanPilot = defineFunction({
  contract: overseerBanPilotContract,
  adminOnly: true,
  async handler({ tx, pilot: admin, clock, sessions, afterCommit }, { pilot_id, reason }) {
    const now = clock.now();
    const target = await lockPilot(tx, pilot_id);
    if (target.role === "admin") throw new AppError("RULE_REFUSED", "An admin cannot be banned; revoke the admin role first");
    if (target.bannedAt) throw new AppError("CONFLICT", "This pilot is already banned");
    const [banned] = await tx.update(users).set({ bannedAt: now, banReason: reason, updatedAt: now }).where(eq(users.id, target.id)).returning();
    const tokens = await revokeSessions(tx, sessions, { userId: target.id });
    const ended = tokens.length;
    // A lookup that raced the commit may have cached a session again; forget them once the ban is visible.
    afterCommit(async () => forgetSessions(sessions, tokens));
    await recordAudit(tx, {
      admin,
      action: "pilot.ban",
      targetType: "pilot",
      targetId: target.id,
      before: { banned_at: null },
      after: { banned_at: now.toISOString(), sessions_ended: ended },
      reason,
      at: now,
    });
    return { pilot: toPilotRow(banned!, now), sessions_ended: ended };
  },
});

/** Lifts a ban; the pilot signs in again as before. */
export const overseerUnbanPilot = defineFunction({
  contract: overseerUnbanPilotContract,
  adminOnly: true,
  async handler({ tx, pilot: admin, clock }, { pilot_id, reason }) {
    const now = clock.now();
    const target = await lockPilot(tx, pilot_id);
    if (!target.bannedAt) throw new AppError("CONFLICT", "This pilot is not banned");
    const [lifted] = await tx.update(users).set({ bannedAt: null, banReason: null, updatedAt: now }).where(eq(users.id, target.id)).returning();
    await recordAudit(tx, {
      admin,
      action: "pilot.unban",
      targetType: "pilot",
      targetId: target.id,
      before: { banned_at: target.bannedAt.toISOString(), ban_reason: target.banReason },
      after: { banned_at: null },
      reason,
      at: now,
    });
    return { pilot: toPilotRow(lifted!, now) };
  },
});

import type { AuditEntry, AuditTargetType, OverseerAction } from "@soundship/shared";
import type { Tx } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";
import type { Pilot } from "../identity/pilot.ts";

export interface AuditRecord {
  /** The admin who acted (the function's caller). */
  admin: Pilot;
  action: OverseerAction;
  targetType: AuditTargetType;
  targetId: string;
  /** The target's relevant fields before and after the action (JSON); null where there is none. */
  before: unknown;
  after: unknown;
  reason?: string;
  /** The server's clock (`ctx.clock.now()`), so the record's time is the action's. */
  at: Date;
}

/**
 * Writes exactly one audit row in the caller's transaction: if the action rolls back, so does its
 * record, and an action that commits is always on the record. Every Overseer action calls it once.
 */
export async function recordAudit(tx: Tx, record: AuditRecord): Promise<AuditEntry> {
  const [row] = await tx
    .insert(auditLog)
    .values({
      admin_id: record.admin.id,
      admin_email: record.admin.email,
      action: record.action,
      target_type: record.targetType,
      target_id: record.targetId,
      before: record.before ?? null,
      after: record.after ?? null,
      reason: record.reason ?? "",
      at: record.at,
    })
    .returning();
  return toAuditEntry(row!);
}

export function toAuditEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return { ...row, at: row.at.toISOString() };
}

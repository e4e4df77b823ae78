import { overseerAuditLogContract } from "@soundship/shared";
import { and, desc, eq, gte, ilike, lt, lte, or, type SQL } from "drizzle-orm";
import { auditLog } from "../../db/schema.ts";
import { badRequest } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { toAuditEntry } from "./audit.ts";
import { likeText } from "./like-text.ts";

/** A page boundary: the last row's time and id, so equal times never skip or repeat a row. */
function encodeCursor(row: { at: Date; id: string }): string {
  return `${row.at.toISOString()}|${row.id}`;
}

function decodeCursor(cursor: string): SQL {
  const [at, id] = cursor.split("|");
  const time = new Date(at ?? "");
  if (!id || Number.isNaN(time.getTime())) throw badRequest("before: not a page cursor");
  return or(lt(auditLog.at, time), and(eq(auditLog.at, time), lt(auditLog.id, id)))!;
}


/** The audit log, newest first, filtered by admin (e-mail, part of it), action, target and dates. */
export const overseerAuditLog = defineFunction({
  contract: overseerAuditLogContract,
  adminOnly: true,
  readOnly: true,
  async handler({ tx }, input) {
    const rows = await tx
      .select()
      .from(auditLog)
      .where(
        and(
          input.admin ? ilike(auditLog.admin_email, likeText(input.admin)) : undefined,
          input.action ? eq(auditLog.action, input.action) : undefined,
          input.target_type ? eq(auditLog.target_type, input.target_type) : undefined,
          input.target_id ? eq(auditLog.target_id, input.target_id) : undefined,
          input.from ? gte(auditLog.at, new Date(input.from)) : undefined,
          input.to ? lte(auditLog.at, new Date(input.to)) : undefined,
          input.before ? decodeCursor(input.before) : undefined,
        ),
      )
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(input.limit + 1);
    const page = rows.slice(0, input.limit);
    const next = rows.length > input.limit ? encodeCursor(page.at(-1)!) : null;
    return { entries: page.map(toAuditEntry), next };
  },
});

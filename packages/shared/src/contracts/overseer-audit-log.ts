import { z } from "zod";
import { auditEntrySchema } from "../overseer/audit.ts";
import { defineContract } from "./define-contract.ts";

/** Audit rows per page of the Overseer's audit log. */
export const AUDIT_PAGE_SIZE = 50;

/**
 * `overseerAuditLog {admin?, action?, target_type?, target_id?, from?, to?, before?}` (admins only):
 * the audit log newest first, filtered; `before` is the `next` cursor of the previous page.
 */
export const overseerAuditLogContract = defineContract({
  name: "overseerAuditLog",
  input: z.object({
    admin: z.string().trim().max(320).optional(),
    action: z.string().trim().max(100).optional(),
    target_type: z.string().trim().max(50).optional(),
    target_id: z.string().trim().max(200).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    before: z.string().max(200).optional(),
    limit: z.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
  }),
  result: z.object({ entries: z.array(auditEntrySchema), next: z.string().nullable() }),
});

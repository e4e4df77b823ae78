import { z } from "zod";

/**
 * Every Overseer action the audit log knows, one a line (additions merge cleanly). An action is
 * `<target>.<verb>`; each Overseer function writes exactly one audit row with its action.
 */
export const OVERSEER_ACTIONS = [
  "pilot.stardust_grant",
  "pilot.ban",
  "pilot.unban",
  "battle.cancel",
  "submission.remove",
  "report.resolve",
  "report.dismiss",
  "quest.create",
  "quest.update",
  "quest.deactivate",
  "card.create",
  "card.update",
  "tournament.create",
  "tournament.update",
  "tournament.prize_payout",
  "job.retry",
] as const;

export type OverseerAction = (typeof OVERSEER_ACTIONS)[number];

/** What an audit row is about; its id is in `target_id`. One a line. */
export const AUDIT_TARGET_TYPES = [
  "pilot",
  "battle",
  "submission",
  "report",
  "quest",
  "card",
  "tournament",
  "job",
] as const;

export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** A reason the Overseer types for an action: required, trimmed, at most 500 characters. */
export const overseerReasonSchema = z.string().trim().min(1, "A reason is required").max(500, "At most 500 characters");

/** One audit row as the panel lists it: who, what, target, before → after, reason, when. */
export const auditEntrySchema = z.object({
  id: z.string(),
  admin_id: z.string(),
  admin_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
  at: z.iso.datetime({ offset: true }),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;

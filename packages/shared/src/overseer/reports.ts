import { z } from "zod";
import { overseerReasonSchema } from "./audit.ts";

/** What a pilot can report (DESIGN.md section 6): a submission, or another pilot. */
export const REPORT_TARGET_TYPES = ["submission", "pilot"] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
/** What a report can be about, counting the tracks the server itself reports (a fingerprint match). */
export const REPORTED_TARGET_TYPES = [...REPORT_TARGET_TYPES, "track"] as const;
export type ReportedTargetType = (typeof REPORTED_TARGET_TYPES)[number];

/** The short list of reasons a report picks from, with the words the form shows. */
export const REPORT_REASONS = ["stolen_work", "offensive", "spam", "cheating", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  stolen_work: "Stolen or copied work",
  offensive: "Offensive or hateful content",
  spam: "Spam or advertising",
  cheating: "Cheating or vote manipulation",
  other: "Something else",
};
/** Reasons only the server files: `duplicate_audio` when a track's fingerprint matches another pilot's earlier track. */
export const SERVER_REPORT_REASONS = ["duplicate_audio"] as const;
export const REPORTED_REASONS = [...REPORT_REASONS, ...SERVER_REPORT_REASONS] as const;
export type ReportedReason = (typeof REPORTED_REASONS)[number];
export const REPORTED_REASON_LABELS: Record<ReportedReason, string> = {
  ...REPORT_REASON_LABELS,
  duplicate_audio: "Same recording as another pilot's earlier track",
};

export const REPORT_STATUSES = ["open", "resolved", "dismissed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * What the Overseer did about a report, recorded with its resolution. Removing a submission and
 * banning a pilot are actions of their own (Battles and Pilots tabs, each on the audit log); the
 * resolution says which one answered the report.
 */
export const REPORT_ACTIONS = ["no_action", "warned", "submission_removed", "pilot_banned"] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
export const REPORT_ACTION_LABELS: Record<ReportAction, string> = {
  no_action: "No action needed",
  warned: "Pilot warned",
  submission_removed: "Submission removed",
  pilot_banned: "Pilot banned",
};

export const REPORT_MESSAGES = {
  filed: "Report sent. The Overseer will review it.",
  alreadyOpen: "You already have an open report about this. The Overseer will answer it first.",
  targetNotFound: "There is nothing to report here any more.",
  notYourself: "You cannot report yourself or your own submission.",
  reportNotFound: "Report not found",
  alreadyClosed: "This report has already been answered.",
} as const;

/**
 * The report form's fields: the reason from the list and, optionally, what happened. The target is
 * a submission or a pilot by id; a battle's host is reported by the battle (`battle_id`, no
 * `target_id`), since the battle page names the host by callsign only.
 */
export const reportInputSchema = z
  .object({
    target_type: z.enum(REPORT_TARGET_TYPES),
    target_id: z.string().trim().min(1).max(64).optional(),
    battle_id: z.string().trim().min(1).max(64).optional(),
    reason: z.enum(REPORT_REASONS, { error: "Pick a reason" }),
    details: z.string().trim().max(1000, "At most 1000 characters").default(""),
  })
  .refine((value) => value.target_id !== undefined || (value.target_type === "pilot" && value.battle_id !== undefined), {
    path: ["target_id"],
    message: "Say what is reported",
  });

/** A report as its reporter sees it: what they reported and the outcome, never a submission's entrant. */
export const myReportSchema = z.object({
  id: z.string(),
  target_type: z.enum(REPORTED_TARGET_TYPES),
  target_id: z.string(),
  battle_id: z.string().nullable(),
  target_label: z.string(),
  reason: z.enum(REPORTED_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  resolution_action: z.enum(REPORT_ACTIONS).nullable(),
  resolution_note: z.string().nullable(),
  created_date: z.iso.datetime({ offset: true }),
  resolved_at: z.iso.datetime({ offset: true }).nullable(),
});
export type MyReport = z.infer<typeof myReportSchema>;

/** A report in the Overseer's queue: the reporter and, for a submission, who entered it. */
export const queuedReportSchema = myReportSchema.extend({
  /** The reporter's e-mail, or "Soundship" for a report the server filed. */
  reporter_email: z.string(),
  /** The second record a report links: the earlier track a `duplicate_audio` report matched. */
  related_id: z.string().nullable(),
  /** The reported pilot (a submission's entrant); null when the target no longer exists. */
  reported_email: z.string().nullable(),
  resolved_by: z.string().nullable(),
});
export type QueuedReport = z.infer<typeof queuedReportSchema>;

/** The Overseer's answer: resolved with an action, or dismissed; the note reaches the reporter. */
export const resolveReportInputSchema = z.object({
  id: z.string().min(1).max(64),
  outcome: z.enum(["resolved", "dismissed"]),
  action: z.enum(REPORT_ACTIONS).default("no_action"),
  note: overseerReasonSchema,
});

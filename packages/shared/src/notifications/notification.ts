import { z } from "zod";
import { systemFields } from "../entities/common.ts";

/** What a notification tells a pilot about (DESIGN.md section 6, Notifications). */
export const NOTIFICATION_TYPES = [
  "battle_entry",
  "battle_voting",
  "battle_result",
  "battle_feedback",
  "tournament_match",
  "membership_renewal",
  "report_resolved",
  "track_flagged",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What each type is about, as the pilot reads it: the settings' rows and the reason a mail gives. */
export const NOTIFICATION_TYPE_LABELS: Readonly<Record<NotificationType, string>> = {
  battle_entry: "Your entry is in",
  battle_voting: "Judging opens on your battles",
  battle_result: "Battle results",
  battle_feedback: "Judges' notes on your entries",
  tournament_match: "Tournament matches",
  membership_renewal: "Membership renewal",
  report_resolved: "Outcome of your reports",
  track_flagged: "Duplicate flags on your tracks",
};

/**
 * One line of a pilot's inbox, written by the server with the event that caused it. `reference_id`
 * names that event (a battle, a submission, a report…), so it is written once per pilot and type.
 */
export const notificationSchema = z.object({
  ...systemFields,
  user_email: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  reference_id: z.string(),
  title: z.string(),
  body: z.string(),
  /** The page to open, inside the app (`/Battle?id=…`). */
  link: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The live event a pilot's stream gets when a notification is written: the notification, without its owner. */
export const notificationEventSchema = notificationSchema.pick({ id: true, type: true, title: true, body: true, link: true, created_date: true });
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

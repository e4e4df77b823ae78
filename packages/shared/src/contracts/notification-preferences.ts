import { z } from "zod";
import { NOTIFICATION_TYPES } from "../notifications/notification.ts";
import { defineContract } from "./define-contract.ts";

/** Where a notification type reaches the pilot: in the app, by mail. */
export const notificationChannelsSchema = z.object({ in_app: z.boolean(), email: z.boolean() });
export type NotificationChannels = z.infer<typeof notificationChannelsSchema>;

/** One type's channels, as the settings page lists them. */
export const notificationPreferenceSchema = notificationChannelsSchema.extend({ type: z.enum(NOTIFICATION_TYPES) });
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/**
 * The channels each type goes to unless the pilot chose otherwise (DESIGN.md section 6): every
 * type in the app; by mail only results and judges' notes, what a pilot who walked away waits for.
 */
export const DEFAULT_NOTIFICATION_CHANNELS: Readonly<Record<(typeof NOTIFICATION_TYPES)[number], z.infer<typeof notificationChannelsSchema>>> = Object.fromEntries(
  NOTIFICATION_TYPES.map((type) => [type, { in_app: true, email: type === "battle_result" || type === "battle_feedback" }]),
) as Record<(typeof NOTIFICATION_TYPES)[number], z.infer<typeof notificationChannelsSchema>>;

/** `notificationPreferences {}`: the caller's channels for every type, defaults filled in. */
export const notificationPreferencesContract = defineContract({
  name: "notificationPreferences",
  input: z.object({}),
  result: z.object({ preferences: z.array(notificationPreferenceSchema) }),
});

/** `saveNotificationPreferences {preferences}`: changes the named types' channels; answers all of them. */
export const saveNotificationPreferencesContract = defineContract({
  name: "saveNotificationPreferences",
  input: z.object({ preferences: z.array(notificationPreferenceSchema).min(1).max(NOTIFICATION_TYPES.length) }),
  result: z.object({ preferences: z.array(notificationPreferenceSchema) }),
});

import { z } from "zod";
import { notificationPreferenceSchema } from "../contracts/notification-preferences.ts";
import { NOTIFICATION_TYPES } from "./notification.ts";

/** The query of a notification mail's unsubscribe link: its signed token. A malformed one is refused like a forged one. */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(512) });

/**
 * What a GET on the link answers a client that is not a browser, changing nothing: the type its
 * token names and whether that type is on by mail now. Only the POST unsubscribes.
 */
export const unsubscribeLinkSchema = notificationPreferenceSchema.pick({ type: true, email: true });
export type UnsubscribeLink = z.infer<typeof unsubscribeLinkSchema>;

/** What the one-click POST answers: the type now off by mail. */
export const unsubscribedSchema = z.object({ unsubscribed: z.enum(NOTIFICATION_TYPES) });
export type Unsubscribed = z.infer<typeof unsubscribedSchema>;

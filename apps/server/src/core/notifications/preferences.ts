import { DEFAULT_NOTIFICATION_CHANNELS, NOTIFICATION_TYPES, notificationPreferencesContract, saveNotificationPreferencesContract, type NotificationChannels, type NotificationPreference, type NotificationType } from "@soundship/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { notificationPreferences } from "../../db/schema.ts";
import { defineFunction } from "../functions/registry.ts";

/** Every type's channels for one pilot: their stored choices over the defaults. */
export async function preferencesOf(tx: Tx, email: string): Promise<NotificationPreference[]> {
  const stored = await tx.select().from(notificationPreferences).where(eq(notificationPreferences.user_email, email));
  const chosen = new Map(stored.map((row) => [row.type, row]));
  return NOTIFICATION_TYPES.map((type) => {
    const row = chosen.get(type);
    return { type, ...(row ? { in_app: row.in_app, email: row.email } : DEFAULT_NOTIFICATION_CHANNELS[type]) };
  });
}

/** Stores one pilot's channels for the given types (a row per type; the defaults need none but are stored alike). */
export async function savePreferences(tx: Tx, email: string, preferences: readonly NotificationPreference[]): Promise<void> {
  if (!preferences.length) return;
  await tx
    .insert(notificationPreferences)
    .values(preferences.map((preference) => ({ user_email: email, ...preference })))
    .onConflictDoUpdate({
      target: [notificationPreferences.user_email, notificationPreferences.type],
      set: { in_app: sql`excluded.in_app`, email: sql`excluded.email` },
    });
}

/**
 * The channels of these pilots for these types, in one query whatever their number: a function of
 * pilot and type answering their stored choice, or the type's default.
 */
export async function channelsOf(tx: Tx, emails: readonly string[], types: readonly NotificationType[]): Promise<(email: string, type: NotificationType) => NotificationChannels> {
  const rows = await tx
    .select({ email: notificationPreferences.user_email, type: notificationPreferences.type, in_app: notificationPreferences.in_app, mail: notificationPreferences.email })
    .from(notificationPreferences)
    // The addresses as one array parameter: a settlement asks for thousands of entrants at once.
    .where(and(sql`${notificationPreferences.user_email} = any(${sql.param([...emails])}::text[])`, inArray(notificationPreferences.type, [...types])));
  const stored = new Map(rows.map((row) => [`${row.email} ${row.type}`, { in_app: row.in_app, email: row.mail }]));
  return (email, type) => stored.get(`${email} ${type}`) ?? DEFAULT_NOTIFICATION_CHANNELS[type];
}

/** The caller's channels for every notification type. */
export const notificationPreferencesFunction = defineFunction({
  contract: notificationPreferencesContract,
  readOnly: true,
  async handler({ tx, pilot }) {
    return { preferences: await preferencesOf(tx, pilot.email) };
  },
});

/** Changes the caller's channels for the named types and answers them all. */
export const saveNotificationPreferences = defineFunction({
  contract: saveNotificationPreferencesContract,
  async handler({ tx, pilot }, { preferences }) {
    await savePreferences(tx, pilot.email, preferences);
    return { preferences: await preferencesOf(tx, pilot.email) };
  },
});

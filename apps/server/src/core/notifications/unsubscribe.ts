import { createHmac, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_TYPES, type NotificationType, type UnsubscribeLink } from "@soundship/shared";
import { eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { channelsOf, preferencesOf, savePreferences } from "./preferences.ts";

/** Keeps the unsubscribe signature apart from every other use of the server secret. */
const PURPOSE = "notification-unsubscribe";

const sign = (secret: string, payload: string) => createHmac("sha256", secret).update(`${PURPOSE}:${payload}`).digest("base64url");

/**
 * The token of a mail's one-click unsubscribe link: the pilot's id and the mail's type, signed with
 * the server secret, so it works without signing in and cannot be made for another pilot or type.
 * It names no e-mail address.
 */
export function unsubscribeToken(secret: string, userId: string, type: NotificationType): string {
  const payload = Buffer.from(`${userId} ${type}`).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

/**
 * The one-click unsubscribe link of a pilot's mails of one type: the API's unsubscribe endpoint on
 * the public URL. Opened (GET) it shows what it would turn off and a button; a POST (that button, or
 * a mail client's own) turns it off.
 */
export function unsubscribeUrl(config: Pick<Config, "publicUrl" | "appId" | "authSecret">, userId: string, type: NotificationType): string {
  return `${config.publicUrl}/api/apps/${config.appId}/notifications/unsubscribe?token=${encodeURIComponent(unsubscribeToken(config.authSecret, userId, type))}`;
}

/** The pilot and type a token names, or null when it is malformed or its signature is not ours. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; type: NotificationType } | null {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [userId, type] = Buffer.from(payload, "base64url").toString().split(" ");
  if (!userId || !NOTIFICATION_TYPES.includes(type as NotificationType)) return null;
  return { userId, type: type as NotificationType };
}

/** The address of the pilot a token names: null once the account is gone. */
async function addressOf(tx: Tx, userId: string): Promise<string | null> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email ?? null;
}

/**
 * What a token would turn off, changing nothing: its type and whether its pilot gets that type by
 * mail now; null for a refused token. What the link answers when opened, so a mail scanner or a
 * link preview that follows it leaves the pilot's mail as it was.
 */
export async function unsubscribeTarget(db: Db, secret: string, token: string): Promise<UnsubscribeLink | null> {
  const named = readUnsubscribeToken(secret, token);
  if (!named) return null;
  return db.transaction(async (tx) => {
    const email = await addressOf(tx, named.userId);
    if (!email) return null;
    const channels = await channelsOf(tx, [email], [named.type]);
    return { type: named.type, email: channels(email, named.type).email };
  });
}

/** Turns mail of the token's type off for its pilot; answers the type, or null for a refused token. */
export async function unsubscribe(db: Db, secret: string, token: string): Promise<NotificationType | null> {
  const named = readUnsubscribeToken(secret, token);
  if (!named) return null;
  return db.transaction(async (tx) => {
    const email = await addressOf(tx, named.userId);
    if (!email) return null;
    const current = (await preferencesOf(tx, email)).find((preference) => preference.type === named.type)!;
    await savePreferences(tx, email, [{ ...current, email: false }]);
    return named.type;
  });
}

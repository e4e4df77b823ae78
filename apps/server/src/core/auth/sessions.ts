import { createHash } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, users, verifications } from "../../db/schema.ts";
import { publishLive, SESSIONS_TOPIC } from "../live/publish.ts";

/**
 * Who is calling: the identity a session stands for. Balances and other changing fields are not
 * part of it — code that needs them reads the pilot's row (the ledger locks it).
 */
export interface Pilot {
  id: string;
  email: string;
  role: string;
}

/** What a revocation announces to every instance: one session (by its hash) or all of a pilot's. */
export type SessionRevocation = { session: string } | { user_id: string };

/**
 * A session token's fingerprint: what caches, stream tickets and revocation events name a session
 * by, so the token itself is never stored outside the sessions table or sent between instances.
 */
export const sessionHash = (token: string) => createHash("sha256").update(token).digest("base64url");

/** The pilot behind a bearer token, or null when the token is unknown, expired or revoked. */
export async function findPilotBySessionToken(db: Db, token: string): Promise<Pilot | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

/**
 * Ends a session on the server and announces it, so every instance drops it from its session
 * cache and closes its live streams at once (sign-out, and the Overseer's ban, use this).
 */
export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.token, token));
    await publishLive(tx, SESSIONS_TOPIC, "session_revoked", { session: sessionHash(token) } satisfies SessionRevocation);
  });
}

/** Ends every session of a pilot (password reset, ban) and announces it to every instance. */
export async function revokePilotSessions(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await publishLive(tx, SESSIONS_TOPIC, "session_revoked", { user_id: userId } satisfies SessionRevocation);
  });
}

/** The pilot a password-reset token was issued for, read before the reset consumes it. */
export async function pilotOfResetToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(eq(verifications.identifier, `reset-password:${token}`))
    .limit(1);
  return row?.userId ?? null;
}

import { and, eq, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { sessions, users, verifications } from "../../db/schema.ts";
import { queryRows, renderStatement } from "../../db/statements.ts";
import { publishLive, SESSIONS_TOPIC } from "../live/publish.ts";
import type { SessionCache } from "../identity/session-cache.ts";
import type { SessionRevocation } from "../live/session-revocation.ts";
import { sessionHash, type Pilot } from "../identity/pilot.ts";

export { sessionHash, type Pilot } from "../identity/pilot.ts";
export type { SessionRevocation } from "../live/session-revocation.ts";

// Rendered once: every request whose token is not in the session cache asks it.
const PILOT_BY_TOKEN = renderStatement(sql`select ${users.id} as id, ${users.email} as email, ${users.role} as role,
    (extract(epoch from ${sessions.expiresAt}) * 1000)::float8 as ends_at
  from ${sessions} join ${users} on ${users.id} = ${sessions.userId}
  where ${sessions.token} = ${sql.placeholder("token")} and ${sessions.expiresAt} > now() and ${users.bannedAt} is null
  limit 1`);

/**
 * The pilot behind a bearer token and when its session ends (epoch ms), or null when the token is
 * unknown, expired or revoked, or the pilot is banned.
 */
export async function findSessionPilot(db: Db, token: string): Promise<{ pilot: Pilot; endsAt: number } | null> {
  const [row] = await queryRows(db, PILOT_BY_TOKEN, { token });
  return row ? { pilot: { id: row.id as string, email: row.email as string, role: row.role as Pilot["role"] }, endsAt: Number(row.ends_at) } : null;
}

/**
 * Which sessions end: one (sign-out), every one of a pilot (password reset, ban), or every one of a
 * pilot but the one asking (a password change keeps the pilot signed in where they made it).
 */
export type SessionsToEnd = { token: string } | { userId: string; except?: string };

/**
 * Ends sessions on the server, forgets them in this instance's session cache, and announces the
 * revocation so every other instance drops them from its cache and closes their live streams. The
 * one way a session is revoked. Inside a transaction, the rows and the announcement go with its
 * commit; a lookup made before the commit is refused anyway when the pilot is banned
 * (findSessionPilot).
 */
export async function revokeSessions(db: Db | Tx, cache: SessionCache, which: SessionsToEnd): Promise<string[]> {
  const tokens = await db.transaction(async (tx) => {
    const ended = await tx.delete(sessions).where(sessionsOf(which)).returning({ token: sessions.token });
    for (const revocation of announcements(which, ended.map((row) => row.token))) await publishLive(tx, SESSIONS_TOPIC, "session_revoked", revocation);
    return ended.map((row) => row.token);
  });
  forgetSessions(cache, "token" in which ? [which.token] : tokens);
  return tokens;
}

function sessionsOf(which: SessionsToEnd) {
  if ("token" in which) return eq(sessions.token, which.token);
  return which.except ? and(eq(sessions.userId, which.userId), ne(sessions.token, which.except)) : eq(sessions.userId, which.userId);
}

/** A pilot-wide announcement would also drop the kept session's streams: with one kept, each ended one is named. */
function announcements(which: SessionsToEnd, ended: string[]): SessionRevocation[] {
  if ("token" in which) return [{ session: sessionHash(which.token) }];
  return which.except ? ended.map((token) => ({ session: sessionHash(token) })) : [{ user_id: which.userId }];
}

/** Drops revoked tokens from the session cache (again after a commit, for a lookup that raced it). */
export function forgetSessions(cache: SessionCache, tokens: readonly string[]): void {
  for (const token of tokens) cache.delete(token);
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

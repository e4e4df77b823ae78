import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { sessions, users } from "../../db/schema.ts";
import type { SessionCache } from "./session-cache.ts";

/**
 * Who is calling: the identity a session stands for. Balances and other changing fields are not
 * part of it — code that needs them reads the pilot's row (the ledger locks it).
 */
export interface Pilot {
  id: string;
  email: string;
  role: string;
}

/** The pilot behind a bearer token, or null when the token is unknown, expired or revoked, or the pilot is banned. */
export async function findPilotBySessionToken(db: Db, token: string): Promise<Pilot | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, sql`now()`), isNull(users.bannedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Ends sessions on the server — one (sign-out) or every one of a pilot (a ban) — and forgets them
 * in the session cache, so the tokens stop working at once. The one way a session is revoked.
 * Inside a transaction, the rows go with its commit; the cache forgets them at once, and a lookup
 * made before the commit is refused anyway when the pilot is banned (findPilotBySessionToken).
 */
export async function revokeSessions(db: Db | Tx, cache: SessionCache, which: { token: string } | { userId: string }): Promise<string[]> {
  const ended = await db
    .delete(sessions)
    .where("token" in which ? eq(sessions.token, which.token) : eq(sessions.userId, which.userId))
    .returning({ token: sessions.token });
  const tokens = ended.map((row) => row.token);
  forgetSessions(cache, "token" in which ? [which.token] : tokens);
  return tokens;
}

/** Drops revoked tokens from the session cache (again after a commit, for a lookup that raced it). */
export function forgetSessions(cache: SessionCache, tokens: readonly string[]): void {
  for (const token of tokens) cache.delete(token);
}

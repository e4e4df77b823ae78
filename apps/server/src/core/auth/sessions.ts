import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema.ts";

/**
 * Who is calling: the identity a session stands for. Balances and other changing fields are not
 * part of it — code that needs them reads the pilot's row (the ledger locks it).
 */
export interface Pilot {
  id: string;
  email: string;
  role: string;
}

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

/** Ends a session on the server, so the token stops working everywhere at once. */
export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}

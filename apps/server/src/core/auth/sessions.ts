import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema.ts";

export type Pilot = typeof users.$inferSelect;

/** The pilot behind a bearer token, or null when the token is unknown, expired or revoked. */
export async function findPilotBySessionToken(db: Db, token: string): Promise<Pilot | null> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row?.user ?? null;
}

/** Ends a session on the server, so the token stops working everywhere at once. */
export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}

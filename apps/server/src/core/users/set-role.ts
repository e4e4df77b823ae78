import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { SESSIONS_TOPIC, publishLive } from "../live/publish.ts";

/**
 * Sets a pilot's role (the admin command's grant and revoke) and, in the same transaction, tells
 * every instance to refresh that pilot's cached sessions, so the next request anywhere reads the
 * new role. Answers the e-mails changed (none when no pilot has it).
 */
export async function setPilotRole(db: Db, email: string, role: "admin" | "user"): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.update(users).set({ role }).where(eq(users.email, email.toLowerCase())).returning({ id: users.id, email: users.email });
    for (const row of rows) await publishLive(tx, SESSIONS_TOPIC, "session_refreshed", { user_id: row.id });
    return rows.map((row) => row.email);
  });
}

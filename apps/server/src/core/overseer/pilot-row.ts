import type { OverseerPilotRow } from "@soundship/shared";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { notFound } from "../errors.ts";
import { effectiveTier } from "../membership/effective-tier.ts";

type UserRow = typeof users.$inferSelect;

/** A pilot as the Overseer's replies show them; the tier is the one in force at `now`. */
export function toPilotRow(row: UserRow, now: Date): OverseerPilotRow {
  return {
    id: row.id,
    email: row.email,
    full_name: row.name,
    username: row.username,
    role: row.role,
    stardust: row.stardust,
    xp: row.xp,
    membership_tier: effectiveTier(row, now),
    banned_at: row.bannedAt?.toISOString() ?? null,
    ban_reason: row.banReason,
    created_date: row.createdAt.toISOString(),
  };
}

/** The pilot's row, locked for the rest of the transaction; 404 when there is none. */
export async function lockPilot(tx: Tx, pilotId: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, pilotId)).for("update");
  if (!row) throw notFound("Pilot not found");
  return row;
}

import { sql } from "drizzle-orm";
import type { Db } from "../../src/db/client.ts";

export interface SeededPilot {
  id: string;
  xp: number;
  battlesWon?: number;
  /** ISO sign-up time; defaults to a fixed time so ties fall through to the id. */
  createdAt?: string;
  username?: string | null;
}

/** Inserts pilots straight into the table (no sign-up, no ledger): for boards of many pilots. */
export async function seedPilots(db: Db, pilots: SeededPilot[]): Promise<void> {
  if (pilots.length === 0) return;
  const rows = pilots.map(
    (pilot) =>
      sql`(${pilot.id}, ${`Pilot ${pilot.id}`}, ${`${pilot.id}@seeded.test`}, ${pilot.username ?? null}, ${pilot.xp}, ${pilot.battlesWon ?? 0}, ${pilot.createdAt ?? "2026-01-01T00:00:00Z"}::timestamptz)`,
  );
  await db.execute(sql`insert into users (id, full_name, email, username, xp, battles_won, created_date) values ${sql.join(rows, sql`, `)}`);
}

/** Everyone unranked again, on both boards, so each test builds its own board. */
export async function clearBoards(db: Db): Promise<void> {
  await db.execute(sql`delete from season_scores`);
  await db.execute(sql`update users set xp = 0, battles_won = 0`);
}

import { PROFILE_BADGE_LABELS, type PilotBadge } from "@soundship/shared";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { seasonOf } from "../xp/season.ts";

/** Battles entered that earn the "10 battles" badge. */
export const TEN_BATTLES = 10;
/** The places of a finished season that earn its badge. */
export const SEASON_TOP = 10;

interface BadgeFacts {
  id: string;
  battlesWon: number;
  battlesEntered: number;
}

/** The milestones a pilot has reached: a first win, ten battles, a finished season in the top ten. */
export async function badgesOf(tx: Tx, pilot: BadgeFacts, now: Date) {
  const earned: PilotBadge[] = [];
  if (pilot.battlesWon >= 1) earned.push("first_win");
  if (pilot.battlesEntered >= TEN_BATTLES) earned.push("ten_battles");
  if (await finishedSeasonInTop(tx, pilot.id, seasonOf(now).key)) earned.push("season_top_ten");
  return earned.map((badge) => ({ badge, label: PROFILE_BADGE_LABELS[badge] }));
}

/**
 * Whether the pilot ended a season before `current` among its first ten, in the season board's
 * order (score, wins, earliest sign-up, id). Only seasons the pilot scored in are looked at, each
 * counting at most the ten ahead of them on its board's index.
 */
async function finishedSeasonInTop(tx: Tx, userId: string, current: string): Promise<boolean> {
  const result = await tx.execute(sql`
    select exists (
      select 1 from season_scores mine
      where mine.user_id = ${userId} and mine.season < ${current}::date and mine.xp > 0 and not mine.banned
        and (select count(*) from (
          select 1 from season_scores s
          where s.season = mine.season and not s.banned and s.xp > 0
            and (s.xp > mine.xp or (s.xp = mine.xp and (s.battles_won > mine.battles_won
              or (s.battles_won = mine.battles_won and (s.signed_up_at < mine.signed_up_at
                or (s.signed_up_at = mine.signed_up_at and s.user_id < mine.user_id))))))
          limit ${SEASON_TOP}) ahead) < ${SEASON_TOP}
    ) as top`);
  return Boolean((result as unknown as { rows: { top: boolean }[] }).rows[0]?.top);
}

import { PROFILE_MESSAGES, pilotProfileContract } from "@soundship/shared";
import { and, count, eq, isNull } from "drizzle-orm";
import { beatSubmissions, users } from "../../db/schema.ts";
import { callsignSql } from "../battles/battle-view.ts";
import { AppError } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { standingOf } from "../leaderboard/leaderboard.ts";
import { effectiveTier } from "../membership/effective-tier.ts";
import { badgesOf } from "./profile-badges.ts";
import { profileBattles, profileTournaments } from "./profile-history.ts";
import { profileTracks } from "./profile-tracks.ts";

/**
 * A pilot's public page. Whatever it shows is already public elsewhere (the boards, completed
 * results, brackets); the e-mail only ever serves as a join key here and never leaves. A banned
 * pilot is off every board, and their profile is a 404 like an unknown id.
 */
export const pilotProfile = defineFunction({
  contract: pilotProfileContract,
  readOnly: true,
  async handler({ tx, pilot, clock }, { pilot_id }) {
    const now = clock.now();
    const [user] = await tx
      .select({ row: users, callsign: callsignSql })
      .from(users)
      .where(and(eq(users.id, pilot_id), isNull(users.bannedAt)));
    if (!user) throw new AppError("NOT_FOUND", PROFILE_MESSAGES.pilotNotFound);
    const { row } = user;
    const isMe = row.id === pilot.id;
    const [entered] = await tx.select({ n: count() }).from(beatSubmissions).where(eq(beatSubmissions.user_email, row.email));
    const standing = await standingOf(tx, "all_time", row.id, now);
    const battlesEntered = entered?.n ?? 0;
    return {
      pilot: {
        id: row.id,
        name: user.callsign,
        avatar_url: row.image,
        tier: effectiveTier(row, now),
        xp: row.xp,
        rank: standing?.rank ?? null,
        battles_won: row.battlesWon,
        battles_entered: battlesEntered,
        joined: row.createdAt.toISOString(),
      },
      is_me: isMe,
      tracks: await profileTracks(tx, row.email, isMe),
      battles: await profileBattles(tx, row.email, now),
      tournaments: await profileTournaments(tx, row.email),
      badges: await badgesOf(tx, { id: row.id, battlesWon: row.battlesWon, battlesEntered }, now),
    };
  },
});

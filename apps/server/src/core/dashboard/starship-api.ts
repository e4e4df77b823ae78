import { LEADERBOARD_MAX, starshipApiContract } from "@soundship/shared";
import { and, asc, inArray, isNull } from "drizzle-orm";
import { battles, beatSubmissions } from "../../db/schema.ts";
import { clockStatusIs } from "../battles/battle-view.ts";
import { badRequest } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { topPilots } from "../leaderboard/leaderboard.ts";

const ACTIVE_BATTLES_SHOWN = 50;

/**
 * The dashboard's feed (SPEC.md section 7): `/battles?status=active` and `/leaderboard?limit=N`.
 * Endpoints are parsed as URLs, never matched as free text. Battles are active by the clock, as on
 * every battle read, whether or not the lifecycle job has stored it yet.
 */
export const starshipApi = defineFunction({
  contract: starshipApiContract,
  readOnly: true,
  async handler({ tx, clock }, { endpoint }) {
    const base = "http://starship.local";
    if (!URL.canParse(endpoint, base)) throw badRequest(`The endpoint ${JSON.stringify(endpoint)} is not a path such as /battles?status=active`);
    const url = new URL(endpoint, base);
    if (url.pathname === "/battles") {
      if (url.searchParams.get("status") !== "active") throw badRequest("Only /battles?status=active is available");
      // An active battle is never settled yet (settlement comes after voting; a cancel settles and
      // is left out anyway): saying so lets the open battles' index pass over every settled one.
      const active = and(clockStatusIs("active", clock.now()), isNull(battles.settled_at));
      const rows = await tx.select().from(battles).where(active).orderBy(asc(battles.start_time), asc(battles.id)).limit(ACTIVE_BATTLES_SHOWN);
      const entries = rows.length
        ? await tx.select({ id: beatSubmissions.id, battle_id: beatSubmissions.battle_id }).from(beatSubmissions).where(inArray(beatSubmissions.battle_id, rows.map((row) => row.id)))
        : [];
      return {
        battles: rows.map((battle) => ({
          battleId: battle.id,
          trackId: battle.title || battle.id,
          opponents: entries.filter((entry) => entry.battle_id === battle.id).map((entry) => entry.id),
          mode: battle.battle_type,
        })),
      };
    }
    if (url.pathname === "/leaderboard") {
      const limit = Number(url.searchParams.get("limit") ?? 10);
      if (!Number.isInteger(limit) || limit < 1 || limit > LEADERBOARD_MAX) throw badRequest(`limit must be a whole number from 1 to ${LEADERBOARD_MAX}`);
      return { players: await topPilots(tx, "all_time", limit, clock.now()) };
    }
    throw badRequest(`Unknown endpoint ${url.pathname}`);
  },
});

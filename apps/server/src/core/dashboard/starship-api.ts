import { LEADERBOARD_MAX, starshipApiContract, type BattleType } from "@soundship/shared";
import { sql } from "drizzle-orm";
import { battles, beatSubmissions } from "../../db/schema.ts";
import { queryRows, renderStatement } from "../../db/statements.ts";
import { clockStatusIs } from "../battles/battle-view.ts";
import { badRequest } from "../errors.ts";
import { defineFunction } from "../functions/registry.ts";
import { topPilots } from "../leaderboard/leaderboard.ts";

const ACTIVE_BATTLES_SHOWN = 50;

/**
 * The active battles, each with its entries in the order they came (rendered once: the Command
 * Deck asks it on every visit). An active battle is never settled yet (settlement comes after
 * voting; a cancel settles and is left out anyway): saying so lets the open battles' index pass
 * over every settled one.
 */
const ACTIVE_BATTLES = renderStatement(sql`select ${battles.id}, ${battles.title}, ${battles.battle_type},
    array(select s.id from ${beatSubmissions} s where s.battle_id = ${battles.id} order by s.created_date, s.id) as opponents
  from ${battles}
  where ${clockStatusIs("active", sql.placeholder("now"))} and ${battles.settled_at} is null
  order by ${battles.start_time}, ${battles.id} limit ${ACTIVE_BATTLES_SHOWN}`);

/**
 * The dashboard's feed (SPEC.md section 7): `/battles?status=active` and `/leaderboard?limit=N`.
 * Endpoints are parsed as URLs, never matched as free text. Battles are active by the clock, as on
 * every battle read, whether or not the lifecycle job has stored it yet.
 */
export const starshipApi = defineFunction({
  contract: starshipApiContract,
  readOnly: true,
  async handler({ tx, clock, sharedReads }, { endpoint }) {
    const base = "http://starship.local";
    if (!URL.canParse(endpoint, base)) throw badRequest(`The endpoint ${JSON.stringify(endpoint)} is not a path such as /battles?status=active`);
    const url = new URL(endpoint, base);
    if (url.pathname === "/battles") {
      if (url.searchParams.get("status") !== "active") throw badRequest("Only /battles?status=active is available");
      // The same list for every pilot: shared between the requests of a moment (decisions/031).
      const battles = await sharedReads.read("active battles", async () => {
        const rows = await queryRows(tx, ACTIVE_BATTLES, { now: clock.now().toISOString() });
        return rows.map((battle) => ({
          battleId: battle.id as string,
          trackId: (battle.title as string) || (battle.id as string),
          opponents: battle.opponents as string[],
          mode: battle.battle_type as BattleType,
        }));
      });
      return { battles };
    }
    if (url.pathname === "/leaderboard") {
      const limit = Number(url.searchParams.get("limit") ?? 10);
      if (!Number.isInteger(limit) || limit < 1 || limit > LEADERBOARD_MAX) throw badRequest(`limit must be a whole number from 1 to ${LEADERBOARD_MAX}`);
      return { players: await topPilots(tx, sharedReads, "all_time", limit, clock.now()) };
    }
    throw badRequest(`Unknown endpoint ${url.pathname}`);
  },
});

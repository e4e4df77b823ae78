import { battleListContract, type BattleView } from "@soundship/shared";
import { asc, desc, type SQL } from "drizzle-orm";
import { battles } from "../../db/schema.ts";
import { defineFunction } from "../functions/registry.ts";
import { clockStatusIs, selectBattles, toBattleView } from "./battle-view.ts";

/** Each status lists the battle that changes phase next first; completed ones newest first. */
const ORDER: Record<BattleView["status"], SQL[]> = {
  upcoming: [asc(battles.start_time), asc(battles.id)],
  active: [asc(battles.end_time), asc(battles.id)],
  voting: [asc(battles.voting_end_time), asc(battles.id)],
  completed: [desc(battles.voting_end_time), asc(battles.id)],
  cancelled: [desc(battles.cancelled_at), asc(battles.id)],
};

/** The Battle Arena's battle list, by the clock's status. */
export const battleList = defineFunction({
  contract: battleListContract,
  readOnly: true,
  async handler({ tx, clock }, { status, limit }) {
    const now = clock.now();
    const where = status ? clockStatusIs(status, now) : undefined;
    const rows = await selectBattles(tx, where, status ? ORDER[status] : [desc(battles.created_date), asc(battles.id)], limit);
    return { battles: rows.map((row) => toBattleView(row.battle, row.host, now)) };
  },
});

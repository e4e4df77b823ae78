import { judgeBattlesContract } from "@soundship/shared";
import { and, asc, not, sql } from "drizzle-orm";
import { battles } from "../../db/schema.ts";
import { defineFunction } from "../functions/registry.ts";
import { hasStakeSql } from "./conflicts.ts";
import { clockStatusIs, selectBattles, toBattleView } from "./battle-view.ts";

const JUDGE_BATTLES_LIMIT = 100;

/** The Judge Panel's battles: those the clock has in voting, except those the caller has a stake in, with what they may score and have scored. */
export const judgeBattles = defineFunction({
  contract: judgeBattlesContract,
  readOnly: true,
  async handler({ tx, pilot, clock }) {
    const now = clock.now();
    // Battles the caller hosts, entered or plays in are not offered: they may not judge them.
    const rows = await selectBattles(tx, and(clockStatusIs("voting", now), not(hasStakeSql(pilot.email))), [asc(battles.voting_end_time), asc(battles.id)], JUDGE_BATTLES_LIMIT);
    if (!rows.length) return { battles: [] };
    const ids = rows.map((row) => row.battle.id);
    const counts = await tx.execute(sql`
      select s.battle_id,
             count(*) filter (where s.user_email <> ${pilot.email})::int as submissions,
             count(v.id)::int as scored_by_me
      from beat_submissions s
      left join votes v on v.submission_id = s.id and v.voter_email = ${pilot.email}
      where s.battle_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
      group by s.battle_id`);
    const byBattle = new Map(
      (counts as unknown as { rows: { battle_id: string; submissions: number; scored_by_me: number }[] }).rows.map((row) => [row.battle_id, row]),
    );
    return {
      battles: rows.map((row) => ({
        ...toBattleView(row.battle, row.host, now),
        submissions: byBattle.get(row.battle.id)?.submissions ?? 0,
        scored_by_me: byBattle.get(row.battle.id)?.scored_by_me ?? 0,
      })),
    };
  },
});

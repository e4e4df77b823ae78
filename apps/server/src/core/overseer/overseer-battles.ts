import { overseerBattlesContract } from "@soundship/shared";
import { asc, count, desc, eq, ilike, inArray, sql } from "drizzle-orm";
import { battles, beatSubmissions, users, votes } from "../../db/schema.ts";
import { selectBattles, toBattleView } from "../battles/battle-view.ts";
import { defineFunction } from "../functions/registry.ts";
import { likeText } from "./like-text.ts";

/** Battles for the Overseer, newest first (title search), each with its named submissions. */
export const overseerBattles = defineFunction({
  contract: overseerBattlesContract,
  adminOnly: true,
  readOnly: true,
  async handler({ tx, clock }, { query }) {
    const now = clock.now();
    const rows = await selectBattles(tx, query ? ilike(battles.title, likeText(query)) : undefined, [desc(battles.created_date), asc(battles.id)], 50);
    const ids = rows.map((row) => row.battle.id);
    const submissions = ids.length
      ? await tx
          .select({
            id: beatSubmissions.id,
            battle_id: beatSubmissions.battle_id,
            title: beatSubmissions.title,
            user_email: beatSubmissions.user_email,
            pilot_callsign: sql<string>`coalesce(${users.username}, ${users.name})`,
            fee_paid: beatSubmissions.fee_paid,
            votes: sql<number>`(select ${count()} from ${votes} where ${votes.submission_id} = ${beatSubmissions.id})::int`,
            created_date: beatSubmissions.created_date,
          })
          .from(beatSubmissions)
          .innerJoin(users, eq(users.email, beatSubmissions.user_email))
          .where(inArray(beatSubmissions.battle_id, ids))
          .orderBy(asc(beatSubmissions.created_date), asc(beatSubmissions.id))
      : [];
    return {
      battles: rows.map(({ battle, host }) => ({
        ...toBattleView(battle, host, now),
        host_email: battle.host_email,
        settled: battle.settled_at !== null,
        submissions: submissions
          .filter((s) => s.battle_id === battle.id)
          .map(({ battle_id: _battle, ...s }) => ({ ...s, votes: Number(s.votes), created_date: s.created_date.toISOString() })),
      })),
    };
  },
});

import { battleStatusAt, nextPhaseAt, type BattleType, type BattleView } from "@soundship/shared";
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { battles, users } from "../../db/schema.ts";
import { queryRows, renderStatement, tableRow, type DriverRow } from "../../db/statements.ts";

export type BattleRow = typeof battles.$inferSelect;

/** What the ship calls a pilot in public: their username, else their name. Never their e-mail. */
export const callsignSql = sql<string>`coalesce(${users.username}, ${users.name})`;

/** A battle as replies show it, with the status the clock gives it at `now`. */
export function toBattleView(row: BattleRow, hostCallsign: string, now: Date): BattleView {
  const next = nextPhaseAt(row, now);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    battle_type: row.battle_type as BattleType,
    genre: row.genre,
    entry_fee: row.entry_fee,
    prize_pool: row.prize_pool,
    max_participants: row.max_participants,
    start_time: row.start_time.toISOString(),
    end_time: row.end_time.toISOString(),
    voting_end_time: row.voting_end_time.toISOString(),
    status: battleStatusAt(row, now),
    next_phase_at: next?.toISOString() ?? null,
    pot: row.pot,
    entrants: row.entrants,
    host_callsign: hostCallsign,
    tournament_id: row.tournament_id,
    created_date: row.created_date.toISOString(),
  };
}

/** Battles matching `where`, with their hosts' callsigns, in `order`. */
export async function selectBattles(tx: Tx, where: SQL | undefined, order: SQL[], limit: number) {
  return tx
    .select({ battle: battles, host: callsignSql })
    .from(battles)
    .innerJoin(users, sql`${users.email} = ${battles.host_email}`)
    .where(where)
    .orderBy(...order)
    .limit(limit);
}

// One battle by id with its host's callsign, rendered once: the battle page and each page of the
// Judge Panel read it, and building it per request cost more CPU than the database spent on it.
const BATTLE_BY_ID = renderStatement(sql`select ${battles}.*, ${callsignSql} as host_callsign
  from ${battles} join ${users} on ${users.email} = ${battles.host_email}
  where ${battles.id} = ${sql.placeholder("battleId")}`);
const battleRow = tableRow(battles);

/** The battle `battleId` and its host's callsign, or null when there is none. */
export async function battleById(tx: Tx, battleId: string): Promise<{ battle: BattleRow; host: string } | null> {
  const [row] = await queryRows(tx, BATTLE_BY_ID, { battleId });
  return row ? battleWithHost(row) : null;
}

/** A battle read with `select battles.*` and its host's callsign as `host_callsign`. */
export const battleWithHost = (row: DriverRow): { battle: BattleRow; host: string } => ({ battle: battleRow(row), host: row.host_callsign as string });

/**
 * The SQL condition "the clock says `status` at `now`", so lists agree with every read before the job
 * runs; `now` may be a placeholder of a rendered statement, filled with the time as ISO 8601 text.
 */
export function clockStatusIs(status: BattleView["status"], now: Date | Placeholder<string>): SQL {
  const at = now instanceof Date ? timestampSql(now) : sql`${now}::timestamptz`;
  const open = sql`${battles.cancelled_at} is null`;
  switch (status) {
    case "upcoming":
      return sql`${open} and ${battles.start_time} > ${at}`;
    case "active":
      return sql`${open} and ${battles.start_time} <= ${at} and ${battles.end_time} > ${at}`;
    case "voting":
      return sql`${open} and ${battles.end_time} <= ${at} and ${battles.voting_end_time} > ${at}`;
    case "cancelled":
      return sql`${battles.cancelled_at} is not null`;
    default:
      return sql`${open} and ${battles.voting_end_time} <= ${at}`;
  }
}

/** A time as a bound SQL parameter both drivers read the same way. */
export const timestampSql = (time: Date): SQL => sql`${time.toISOString()}::timestamptz`;

import { BATTLE_MESSAGES } from "@soundship/shared";
import { sql, type SQL } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { queryRows, renderStatement } from "../../db/statements.ts";
import { battles, beatSubmissions, submissionRemovals, tournamentMatches } from "../../db/schema.ts";
import { AppError } from "../errors.ts";
import type { BattleRow } from "./battle-view.ts";

/**
 * The SQL condition "`email` has a stake in the battle row `battles`": its host, one of its entrants
 * (an entry the Overseer removed included) or, in a tournament match, one of its two pilots (DESIGN.md section 6, Judging). `email` may be a
 * bound value or a column, so the same rule filters the Judge Panel and the votes a result counts.
 */
export function hasStakeSql(email: SQL | string): SQL {
  const who = typeof email === "string" ? sql`${email}` : email;
  return sql`(${battles.host_email} = ${who}
    or exists (select 1 from ${beatSubmissions} s where s.battle_id = ${battles.id} and s.user_email = ${who})
    or exists (select 1 from ${submissionRemovals} r where r.battle_id = ${battles.id} and r.user_email = ${who})
    or exists (select 1 from ${tournamentMatches} m where m.battle_id = ${battles.id} and (m.pilot_a_email = ${who} or m.pilot_b_email = ${who})))`;
}

/** The e-mails of every pilot with a stake in `battle`; their votes in it never count. */
export async function stakeholdersOf(tx: Tx, battle: BattleRow): Promise<Set<string>> {
  const result = await tx.execute(sql`
    select user_email as email from ${beatSubmissions} where battle_id = ${battle.id}
    union select user_email from ${submissionRemovals} where battle_id = ${battle.id}
    union select pilot_a_email from ${tournamentMatches} where battle_id = ${battle.id}
    union select pilot_b_email from ${tournamentMatches} where battle_id = ${battle.id}`);
  const emails = (result as unknown as { rows: { email: string | null }[] }).rows.map((row) => row.email).filter((email) => email !== null);
  return new Set([battle.host_email, ...emails]);
}

// Each place a stake comes from, looked up by index, rather than the battle's whole list of
// stakeholders (thousands of entrants in a large battle); rendered once, as every Judge Panel page
// and every score asks it.
const STAKE = renderStatement(sql`select
    exists (select 1 from ${beatSubmissions} where battle_id = ${sql.placeholder("battleId")} and user_email = ${sql.placeholder("email")})
    or exists (select 1 from ${submissionRemovals} where battle_id = ${sql.placeholder("battleId")} and user_email = ${sql.placeholder("email")})
    or exists (select 1 from ${tournamentMatches} where battle_id = ${sql.placeholder("battleId")}
      and (pilot_a_email = ${sql.placeholder("email")} or pilot_b_email = ${sql.placeholder("email")})) as stake`);

/** Whether `email` has a stake in `battle`. */
export async function hasStake(tx: Tx, battle: BattleRow, email: string): Promise<boolean> {
  if (battle.host_email === email) return true;
  const [row] = await queryRows(tx, STAKE, { battleId: battle.id, email });
  return row!.stake === true;
}

/**
 * Refuses a judge with a stake in `battle`. Entries close before voting opens, so the set of
 * stakeholders cannot grow while scores are accepted: a check inside the scoring transaction holds
 * for parallel attempts too.
 */
export async function assertNoStake(tx: Tx, battle: BattleRow, email: string): Promise<void> {
  if (await hasStake(tx, battle, email)) throw new AppError("RULE_REFUSED", BATTLE_MESSAGES.conflictOfInterest);
}

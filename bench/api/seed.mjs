// Seeds the API benchmark's database, set-based (one statement per table): 100,000 ranked pilots
// with unique scores (pilot i is at position i among them), their season totals, an XP ledger of
// many rows, 100 StardustTransaction rows for each of the first 1,000 pilots, and a session (its
// own token) for every pilot that calls.
import { randomBytes } from "node:crypto";

export const PILOTS = 100_000;
/** The pilots that call: each reads and writes its own rows with its own token. */
export const CALLERS = 1_000;
export const ROWS_PER_CALLER = 100;
/** Pilots whose Galaxy Rank is asked: just past position 90,000 (none of them a caller above). */
export const NEAR_90K = Array.from({ length: 64 }, (_, k) => 90_002 + k);
/** Enough Stardust for every purchase a benchmark can make. */
const WEALTH = 1_000_000_000;

/** Pilot ids are spread over the board: caller k is at position 1 + k * 100 (a board's reader can be anywhere). */
const callerPosition = (k) => 1 + k * (PILOTS / CALLERS);

export async function seed(pool, { ledgerRows }) {
  // Score falls with the position; wins and sign-up times vary so every tie-break column is read.
  await pool.query(`insert into users (id, full_name, email, username, xp, battles_won, stardust, created_date)
    select 'bench-' || i, 'Bench Pilot ' || i, 'bench' || i || '@bench.test', case when i % 3 = 0 then 'ace' || i end,
           3 * (${PILOTS} - i) + 1, (${PILOTS} - i) % 50, ${WEALTH}, now() - make_interval(secs => i)
    from generate_series(1, ${PILOTS}) i`);
  await pool.query(`insert into season_scores (season, user_id, xp, battles_won, signed_up_at)
    select date_trunc('month', now() at time zone 'UTC')::date, id, 1 + ((xp::bigint * 7919) % 40000)::int, battles_won % 5, created_date
    from users where id like 'bench-%'`);
  const client = await pool.connect();
  try {
    await client.query("set session_replication_role = replica"); // skip per-row foreign-key checks while seeding
    // The ledger the season totals summarise; the boards never read it, so its size must not matter.
    await client.query(`insert into xp_transactions (user_id, amount, reason, xp_after, created_date)
      select 'bench-' || (1 + i % ${PILOTS}), 3, 'quest_reward', 3, now() - make_interval(secs => i % 2000000)
      from generate_series(1, ${ledgerRows}) i`);
    await client.query(`insert into stardust_transactions (user_email, amount, transaction_type, description, balance_after, created_by, created_date)
      select 'bench' || (1 + (i % ${CALLERS}) * ${PILOTS / CALLERS}) || '@bench.test', 10, 'quest_reward', 'Seeded reward', 100,
             'bench' || (1 + (i % ${CALLERS}) * ${PILOTS / CALLERS}) || '@bench.test', now() - make_interval(secs => i)
      from generate_series(0, ${CALLERS * ROWS_PER_CALLER - 1}) i`);
  } finally {
    await client.query("set session_replication_role = default");
    client.release();
  }
  const positions = [...Array.from({ length: CALLERS }, (_, k) => callerPosition(k)), ...NEAR_90K];
  const tokens = positions.map(() => randomBytes(24).toString("hex"));
  await pool.query(
    `insert into sessions (id, token, user_id, expires_at)
     select 'bench-session-' || p, t, 'bench-' || p, now() + interval '1 day' from unnest($1::int[], $2::text[]) as s(p, t)`,
    [positions, tokens],
  );
  await pool.query("vacuum analyze");

  const ids = await pool.query(`select user_email, array_agg(id) as ids from stardust_transactions where user_email like 'bench%@bench.test' group by user_email`);
  const rowIds = new Map(ids.rows.map((row) => [row.user_email, row.ids]));
  const caller = (position, index) => {
    const email = `bench${position}@bench.test`;
    return { id: `bench-${position}`, email, token: tokens[index], rowIds: rowIds.get(email) ?? [] };
  };
  return {
    callers: positions.slice(0, CALLERS).map((position, index) => caller(position, index)),
    near90k: NEAR_90K.map((position, index) => caller(position, CALLERS + index)),
  };
}

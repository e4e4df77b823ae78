// Seeds the leaderboard benchmark's database: 100,000 ranked pilots with unique scores (pilot i is
// at position i), their season totals, an XP ledger of many rows, and sessions for a few pilots.
import { randomBytes } from "node:crypto";
import pg from "pg";

export const PILOTS = 100_000;
/** Positions of the pilots that call the boards: spread over the whole board. */
export const SPREAD = Array.from({ length: 64 }, (_, k) => 50 + k * 1500);
/** Positions of the pilots whose Galaxy Rank is asked: around 90,000. */
export const NEAR_90K = Array.from({ length: 64 }, (_, k) => 89_968 + k);

export interface Caller {
  id: string;
  token: string;
}

const pilotId = (position: number) => `bench-${position}`;

export async function seed(databaseUrl: string, ledgerRows: number): Promise<{ spread: Caller[]; near90k: Caller[] }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // Score falls with the position; wins and sign-up times vary so every tie-break column is read.
  await pool.query(`insert into users (id, full_name, email, username, xp, battles_won, created_date)
    select 'bench-' || i, 'Bench Pilot ' || i, 'bench' || i || '@bench.test', case when i % 3 = 0 then 'ace' || i end,
           3 * (${PILOTS} - i) + 1, (${PILOTS} - i) % 50, now() - make_interval(secs => i)
    from generate_series(1, ${PILOTS}) i`);
  await pool.query(`insert into season_scores (season, user_id, xp, battles_won, signed_up_at)
    select date_trunc('month', now() at time zone 'UTC')::date, id, 1 + ((xp::bigint * 7919) % 40000)::int, battles_won % 5, created_date from users`);
  // The ledger the season totals summarise; the boards never read it, so its size must not matter.
  const client = await pool.connect();
  try {
    await client.query("set session_replication_role = replica"); // skip per-row foreign-key checks while seeding
    await client.query(`insert into xp_transactions (user_id, amount, reason, xp_after, created_date)
      select 'bench-' || (1 + i % ${PILOTS}), 3, 'quest_reward', 3, now() - make_interval(secs => i % 2000000)
      from generate_series(1, ${ledgerRows}) i`);
  } finally {
    client.release();
  }
  const callers = async (positions: number[]) =>
    Promise.all(
      positions.map(async (position) => {
        const token = randomBytes(24).toString("hex");
        await pool.query(`insert into sessions (id, token, user_id, expires_at) values ($1, $2, $3, now() + interval '1 day')`, [
          `bench-session-${position}`,
          token,
          pilotId(position),
        ]);
        return { id: pilotId(position), token };
      }),
    );
  const result = { spread: await callers(SPREAD), near90k: await callers(NEAR_90K) };
  await pool.query("vacuum analyze");
  await pool.end();
  return result;
}

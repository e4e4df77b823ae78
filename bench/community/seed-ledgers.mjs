// The two ledgers, built from what the pilots did (entries, votes, wins, refunds, tournament fees,
// the welcome grant) plus everyday income and spending up to the ledger's size, and then the rows
// every posting keeps in step with them: each pilot's balance, XP and wins, the running
// balance_after / xp_after of each row, and the season totals. Everyday rows fall in the 90 days
// before the seed, four in ten in its own season (calendar month), on a few pilots much more than
// on most (a long tail of scores), never on lurkers.
import { activeCount } from "./model.mjs";

// A pilot's rows at the same instant (rare) are posted in any order, one after another.
const ROWS = "rows between unbounded preceding and current row";

const count = async (client, sql) => (await client.query(`select count(*)::int as n from (${sql}) x`)).rows[0].n;

/** Everyday rows on a skewed choice of active pilots, at a time in the last 90 days. */
function everyday(sizes, seededAt, rows, salt, columns) {
  const T = `'${seededAt}'::timestamptz`;
  const season = `date_trunc('month', ${T} at time zone 'UTC') at time zone 'UTC'`;
  return `select seed.active(floor(${activeCount(sizes.pilots)} * power(seed.u(j, ${salt}), 2.5))::bigint) as i, ${columns},
      case when seed.u(j, ${salt + 2}) < 0.4 then ${season} + seed.u(j, ${salt + 3}) * (${T} - ${season})
           else ${T} - interval '90 days' + seed.u(j, ${salt + 3}) * (${season} - (${T} - interval '90 days')) end as at
    from generate_series(1, ${rows}) j, lateral (select seed.u(j, ${salt + 1}) as r, seed.h(j, ${salt + 4}) as pick) p`;
}

/** Stages the XP ledger (`xs`): +20 an entry, +5 a rewarded vote, +100 a win, then quests, upload bonuses and cards. */
export async function stageXp(client, { sizes, seededAt }) {
  const deeds = `select s.ent_i as i, 20 as amount, 'battle_entry' as reason, b.id as ref, s.created as at from s join b on b.k = s.k
    union all select voter_i, 5, 'vote', sub_id, at from v where rewarded
    union all select w.ent_i, 100, 'battle_win', b.id, b.voting_end_time + interval '3 seconds' from w join b on b.k = w.k`;
  const rest = sizes.ledgerRows - (await count(client, deeds));
  await client.query(`create unlogged table xs as ${deeds} union all
    select i, amount, reason, null, at from (${everyday(sizes, seededAt, rest, 40, `
      case when r < 0.5 then (array[10, 20, 25, 50, 100])[1 + pick % 5] when r < 0.8 then 10 else (array[5, 10, 20, 50])[1 + pick % 4] end as amount,
      case when r < 0.5 then 'quest_reward' when r < 0.8 then 'upload_bonus' else 'card_effect' end as reason`)}) e`);
}

/**
 * Stages the Stardust ledger (`ss`): the welcome grant, escrows, entry
 * fees, pots, refunds, vote rewards, tournament fees, then quest rewards, upload bonuses, shop
 * purchases and card effects. A pilot whose spending would have gone below zero at some point
 * gets, after the welcome grant, the quest rewards that covered it.
 */
export async function stageStardust(client, { sizes, seededAt }) {
  const deeds = `select i, 100 as amount, 'admin_grant' as type, 'welcome' as ref, 'Welcome aboard, pilot' as description, seed.signed_up(i) as at
      from generate_series(1, ${sizes.pilots}) i
    union all select host_i, -prize_pool, 'battle_prize_escrow', id, 'Prize pool escrowed for ' || title, created from b where prize_pool > 0
    union all select s.ent_i, -s.fee, 'battle_entry', b.id, 'Entry fee for ' || b.title, s.created from s join b on b.k = s.k where s.fee > 0
    union all select w.ent_i, pot.amount, 'battle_win', b.id, 'Won ' || b.title, b.voting_end_time + interval '3 seconds'
      from w join b on b.k = w.k join (select k, sum(fee)::int as amount from s group by k) f on f.k = b.k, lateral (select b.prize_pool + f.amount as amount) pot where pot.amount > 0
    union all select b.host_i, b.prize_pool, 'battle_refund', b.id, 'Prize pool returned: ' || b.title || ' had no votes', b.voting_end_time + interval '3 seconds'
      from b where b.phase = 'completed' and b.prize_pool > 0 and not exists (select 1 from w where w.k = b.k)
    union all select s.ent_i, s.fee, 'battle_refund', b.id, 'Entry fee returned: ' || b.title || ' had no votes', b.voting_end_time + interval '3 seconds'
      from s join b on b.k = s.k where b.phase = 'completed' and s.fee > 0 and not exists (select 1 from w where w.k = b.k)
    union all select v.voter_i, 5, 'vote_reward', v.sub_id, 'Scored a submission in ' || b.title, v.at from v join b on b.k = v.k where v.rewarded
    union all select i, -fee, 'tournament_entry', tournament_id, 'Entry fee for ' || name, at from te where fee > 0`;
  const rest = sizes.ledgerRows - (await count(client, deeds));
  await client.query(`create unlogged table ss as ${deeds} union all
    select i, amount, type, null, description, at from (${everyday(sizes, seededAt, rest, 60, `
      case when r < 0.5 then (array[10, 20, 25, 50, 100])[1 + pick % 5] when r < 0.75 then 10 when r < 0.9 then -(array[50, 100, 150, 75])[1 + pick % 4] else (array[10, 25, 50])[1 + pick % 3] end as amount,
      case when r < 0.5 then 'quest_reward' when r < 0.75 then 'upload_bonus' when r < 0.9 then 'purchase' else 'card_effect' end as type,
      case when r < 0.5 then 'Quest complete' when r < 0.75 then 'Upload bonus' when r < 0.9 then 'Purchased ' || (array['Battle Boost', 'Shield Pack', 'XP Multiplier', 'Lucky Draw'])[1 + pick % 4] else 'Luck card' end as description`)}) e`);
  await client.query(`insert into ss (i, amount, type, ref, description, at)
    select i, ceil(-lowest / 10.0)::int * 10, 'quest_reward', null, 'Quest complete', seed.signed_up(i) + interval '1 hour'
    from (select i, min(running) as lowest from (select i, sum(amount) over (partition by i order by at ${ROWS}) as running from ss) r group by i) l
    where lowest < 0`);
}

/** Supernovas a commander gets each month (MONTHLY_SUPERNOVAS in packages/shared). */
const MONTHLY_SUPERNOVAS = 10;

/**
 * The pilots, with the balance, XP and wins their ledgers add up to (the triggers on `users` count
 * them), their memberships and this month's Supernovas, as the membership upkeep grants them.
 */
export async function writePilots(client, { sizes, seededAt }) {
  const T = `'${seededAt}'::timestamptz`;
  await client.query(`insert into users (id, full_name, email, email_verified, username, stardust, xp, battles_won, supernovas, membership_tier, timezone,
      created_date, updated_date, banned_at, ban_reason)
    select p.id, 'Pilot ' || i, p.email, true, case when i % 3 = 0 then 'ace' || i end, coalesce(sd.total, 0), coalesce(x.total, 0), coalesce(x.wins, 0),
      case when seed.tier(i) = 'commander' then ${MONTHLY_SUPERNOVAS} else 0 end, seed.tier(i), 'UTC', seed.signed_up(i), seed.signed_up(i),
      case when seed.banned(i) then ${T} - interval '10 days' end, case when seed.banned(i) then 'Seeded ban' end
    from p
    left join (select i, sum(amount)::int as total, count(*) filter (where reason = 'battle_win')::int as wins from xs group by i) x using (i)
    left join (select i, sum(amount)::int as total from ss group by i) sd using (i)
    order by i`);
  await client.query(`insert into memberships (user_email, tier, billing_cycle, status, started_at, expires_at, created_date, updated_date, created_by)
    select seed.email(i), seed.tier(i), 'monthly', 'active', start, start + interval '30 days', start, start, seed.email(i)
    from generate_series(1, ${sizes.pilots}) i, lateral (select ${T} - (seed.anum(i) % 19) * interval '1 day' as start) m
    where seed.tier(i) is not null`);
  // This month's Supernovas, granted to each commander when the month (or the membership) began.
  await client.query(`insert into supernova_transactions (user_email, amount, reason, period, balance_after, created_by, created_date, updated_date)
    select seed.email(i), ${MONTHLY_SUPERNOVAS}, 'monthly_grant', to_char(${T} at time zone 'UTC', 'YYYY-MM'), ${MONTHLY_SUPERNOVAS}, seed.email(i), at, at
    from generate_series(1, ${sizes.pilots}) i,
      lateral (select greatest(${T} - (seed.anum(i) % 19) * interval '1 day', date_trunc('month', ${T} at time zone 'UTC') at time zone 'UTC') as at) g
    where seed.tier(i) = 'commander'`);
}

/** The XP ledger in the order it was posted, each row with the pilot's XP after it. */
export async function writeXpLedger(client) {
  await client.query(`insert into xp_transactions (user_id, amount, reason, reference_id, xp_after, created_date)
    select p.id, x.amount, x.reason, x.ref, x.after, x.at
    from (select i, amount, reason, ref, at, sum(amount) over (partition by i order by at ${ROWS}) as after from xs) x join p using (i) order by x.at`);
}

/** The Stardust ledger in the order it was posted, each row with the pilot's balance after it. */
export async function writeStardustLedger(client) {
  await client.query(`insert into stardust_transactions (user_email, amount, transaction_type, reference_id, description, balance_after, created_by, created_date, updated_date)
    select p.email, x.amount, x.type, x.ref, x.description, x.after, p.email, x.at, x.at
    from (select i, amount, type, ref, description, at, sum(amount) over (partition by i order by at ${ROWS}) as after from ss) x join p using (i) order by x.at`);
}

/** Each pilot's XP and wins per season (UTC month), as grantXp keeps them; the triggers count each season's scores. */
export async function writeSeasons(client) {
  await client.query(`insert into season_scores (season, user_id, xp, battles_won, signed_up_at, banned)
    select x.season, p.id, x.xp, x.wins, seed.signed_up(x.i), seed.banned(x.i)
    from (select season, i, sum(amount)::int as xp, count(*) filter (where reason = 'battle_win')::int as wins
          from (select i, amount, reason, date_trunc('month', at at time zone 'UTC')::date as season from xs) m group by season, i) x
    join p using (i) order by x.season, x.i`);
}

/** Sessions for the pilots that call in the benchmark (lurkers among them), spread over every pilot; never a banned one. */
export async function writeSessions(client, { sizes, seededAt }) {
  await client.query(`insert into sessions (id, token, user_id, expires_at, created_at, updated_at)
    select 'community-session-' || i, md5(random()::text || i) || md5(random()::text), seed.pid(i), '${seededAt}'::timestamptz + interval '30 days', now(), now()
    from (select (1 + (k::bigint * 99991) % ${sizes.pilots})::int as i from generate_series(0, ${2 * sizes.callers}) k) c
    where not seed.banned(i) limit ${sizes.callers}`);
}

// Battles, their entries, tracks and votes, staged in temporary tables (b, s, v) that the ledgers
// are then built from, and settled as the server would have settled them. Phases: 80 % completed
// (settled, in the year before the seed), 5 % in voting, 10 % active, 5 % upcoming; every phase
// boundary still ahead is at least SEED_LIFETIME_DAYS away, so nothing moves while a seed is used.
import { activeCount, HOST_EVERY } from "./model.mjs";

const TYPES = "array['beat_battle', 'song_battle', 'rap_on_beat', 'singer_showdown', 'freestyle_cipher']";
const GENRES = "array['hip-hop', 'trap', 'lo-fi', 'house', 'drum and bass', 'r&b', 'pop', 'ambient']";

/**
 * Stages the battles (`b`), with the reserved big battles in voting after the others, their
 * entries (`s`) and votes (`v`, with whether each earned the vote reward).
 */
export async function stageBattles(client, { sizes, seededAt, reserved }) {
  const T = `'${seededAt}'::timestamptz`;
  const A = activeCount(sizes.pilots);
  const hosts = Math.floor(A / HOST_EVERY);
  const general = sizes.battles - reserved;
  const big = sizes.bigBattle;
  await client.query(`create unlogged table b as
    select k, md5('battle' || k)::uuid::text as id, phase, seed.active(${HOST_EVERY} * (seed.h(k, 2) % ${hosts})) as host_i,
      'Community Battle #' || k as title, (${TYPES})[1 + k % 5] as battle_type, (${GENRES})[1 + seed.h(k, 3) % 8] as genre,
      (array[0, 0, 5, 10, 20, 50])[1 + seed.h(k, 4) % 6] as entry_fee, (array[0, 0, 100, 250, 500])[1 + seed.h(k, 5) % 5] as prize_pool,
      (array[0, 20, 50])[1 + seed.h(k, 6) % 3] as max_participants,
      st as start_time, et as end_time, ve as voting_end_time,
      case when phase = 'upcoming' then ${T} - (0.1 + 5 * seed.u(k, 7)) * interval '1 day' else st - (0.5 + 2 * seed.u(k, 7)) * interval '1 day' end as created,
      case when phase = 'upcoming' then 0 else 2 + seed.h(k, 8) % 18 end as n,
      seed.h(k, 9) % 50 = 0 as silent, false as big
    from (select k, phase,
        case phase when 'completed' then ve - (1 + 2 * u2) * interval '1 day' - (2 + 5 * u3) * interval '1 day'
                   when 'voting' then ${T} - (0.5 + 4.5 * u1) * interval '1 day' - (2 + 5 * u3) * interval '1 day'
                   when 'active' then ${T} - (0.2 + 5 * u1) * interval '1 day'
                   else ${T} + (8 + 22 * u1) * interval '1 day' end as st,
        case phase when 'completed' then ve - (1 + 2 * u2) * interval '1 day'
                   when 'voting' then ${T} - (0.5 + 4.5 * u1) * interval '1 day'
                   when 'active' then ${T} + (8 + 12 * u2) * interval '1 day'
                   else ${T} + (8 + 22 * u1) * interval '1 day' + (2 + 5 * u3) * interval '1 day' end as et,
        ve
      from (select k, u1, u2, u3, phase,
          case phase when 'completed' then ${T} - interval '7 days' - u1 * interval '358 days'
                     when 'voting' then ${T} + (8 + 12 * u2) * interval '1 day'
                     when 'active' then ${T} + (11 + 12 * u2) * interval '1 day'
                     else ${T} + (8 + 22 * u1) * interval '1 day' + (5 + 5 * u3) * interval '1 day' end as ve
        from (select k, seed.u(k, 11) as u1, seed.u(k, 12) as u2, seed.u(k, 13) as u3,
            case when p < 0.80 then 'completed' when p < 0.85 then 'voting' when p < 0.95 then 'active' else 'upcoming' end as phase
          from (select k, seed.u(k, 1) as p from generate_series(1, ${general}) k) g) p) t) x`);
  // The reserved battles: in voting for ten more days, entries closed two days ago.
  await client.query(`insert into b
    select k, md5('battle' || k)::uuid::text, 'voting', seed.active(${HOST_EVERY} * (7 * k % ${hosts})),
      'Community Final #' || (k - ${general}), 'beat_battle', 'hip-hop', 10, 500, 0,
      ${T} - interval '12 days', ${T} - interval '2 days', ${T} + interval '10 days', ${T} - interval '13 days', ${big.submissions}, false, true
    from generate_series(${general + 1}, ${general + reserved}) k`);
  await client.query("alter table b add primary key (k)");

  // Entries: distinct pilots per battle (the step is prime to A), never the host.
  const bigStep = Math.max(1, Math.floor(A / (big.submissions + 1)));
  await client.query(`create unlogged table s as
    select k, slot, md5('sub' || k || ':' || slot)::uuid::text as id, md5('beat' || k || ':' || slot)::uuid::text as beat_id, ent_i, seed.fee(ent_i, fee) as fee, created
    from (
      select b.k, slot, b.entry_fee as fee, b.host_i,
        case when b.big then seed.active(3 * (b.k % 7) + slot::bigint * ${bigStep}) else seed.active(b.k::bigint * 7919 + slot::bigint * 104729) end as ent_i,
        b.start_time + (slot::float8 / (b.n + 1)) * (least(b.end_time, ${T}) - b.start_time) as created
      from b, generate_series(1, b.n) slot) e
    where ent_i <> host_i`);
  await client.query("create index on s (k, ent_i)");
  await client.query("create unique index on s (id)");

  // Votes: 0 to 11 a submission (none in one battle in fifty: its fees are refunded), from judges
  // without a stake, cast while voting ran; each judge has a temper (harsh to generous) and each
  // entry a quality. The big battles: `perSub` votes each from a pool of `judges` judges. Chosen
  // in narrow rows first, sorted into the order they were cast, then given their scores and ids.
  const perSub = Math.round(big.votes / big.submissions);
  const judgeStep = Math.max(1, Math.floor(A / big.judges));
  const candidates = (bigOnes) => `
    select b.k, s.slot, t, b.host_i, b.id as battle_id, s.id as sub_id,
      case when b.big then seed.active((((s.slot::bigint * 131 + t * 7 + b.k * 13) % ${big.judges}) * ${judgeStep}) + 1)
           else seed.active(seed.h(s.k * 32 + s.slot, 22) * 48271 + t::bigint * 15485863) end as voter_i,
      b.end_time + ((t + 1 + seed.u(s.k * 32 + s.slot, 23)) / (case when b.big then ${perSub + 4} else 14 end)) * (least(b.voting_end_time, ${T}) - b.end_time) as at
    from b join s on s.k = b.k,
      generate_series(0, case when b.big then ${perSub + 2} when b.silent then -1 else floor(seed.u(s.k * 32 + s.slot, 20) * 11.7)::int - 1 end) t
    where b.phase in ('voting', 'completed') and ${bigOnes ? "b.big" : "not b.big"}`;
  const withoutStake = "c.voter_i <> c.host_i and not exists (select 1 from s e where e.k = c.k and e.ent_i = c.voter_i)";
  await client.query(`create unlogged table vn as
    select k, slot, t, battle_id, sub_id, voter_i, at from (${candidates(false)}) c where ${withoutStake}
    union all
    select k, slot, t, battle_id, sub_id, voter_i, at from (select c.*, row_number() over (partition by c.k, c.slot order by c.t) as nth from (${candidates(true)}) c where ${withoutStake}) x
    where nth <= ${perSub}`);
  await client.query(`create unlogged table v as
    select k, battle_id, sub_id, gen_random_uuid()::text as id,
      seed.email(voter_i) as voter, voter_i, at, c, te, im, notes, round((c + te + im)::numeric / 3)::int as power, (at at time zone 'UTC')::date as day, true as rewarded
    from (
      select vn.*,
        greatest(0, least(10, q + voter_i % 7 - 3 + (seed.h(n, 1) % 5)::int - 2)) as c,
        greatest(0, least(10, q + voter_i % 7 - 3 + (seed.h(n, 2) % 5)::int - 2)) as te,
        greatest(0, least(10, q + voter_i % 7 - 3 + (seed.h(n, 3) % 5)::int - 2)) as im,
        case when seed.h(n, 4) % 5 = 0 then (array['Tight low end', 'Love the hook', 'Mix is muddy', 'Great groove', 'Vocals sit too far back'])[1 + seed.h(n, 5) % 5] else '' end as notes
      from (select * from vn order by at) vn, lateral (select k::bigint * 1000000 + slot * 100 + t as n, (3 + seed.h(k * 32 + slot, 21) % 6)::int as q) x) y`);
  // The vote reward goes to a judge's first 20 scored submissions of their day (UTC, the pilots'
  // zone here): only a judge with more than 20 in a day has votes without it.
  await client.query(`update v set rewarded = false where id in (
    select id from (select id, row_number() over (partition by voter_i, day order by at, id) as nth from v
                    where (voter_i, day) in (select voter_i, day from v group by voter_i, day having count(*) > 20)) crowded
    where nth > 20)`);
  await client.query("create index on v (sub_id)");
}

/**
 * What settlement decided for each completed battle, as settle-battle.ts would: the highest
 * weighted mean of vote power (then more votes, then the earlier entry) wins; a battle without
 * votes refunds. Seeded battles count their votes at raw power (the calibration of a hundred
 * thousand settlements is not replayed; the benchmark's settlement runs the real one).
 */
export async function stageSettlements(client) {
  await client.query(`create unlogged table scores as
    select s.k, s.id, s.created, s.ent_i, count(v.id)::int as votes, coalesce(sum(v.power), 0)::int as total
    from s join b on b.k = s.k and b.phase = 'completed' left join v on v.sub_id = s.id group by s.k, s.id, s.created, s.ent_i`);
  await client.query(`create unlogged table w as
    select distinct on (k) k, id as sub_id, ent_i
    from (select sc.*, (3 * m.mean + sc.total) / (3 + sc.votes) as weighted
          from scores sc join (select k, sum(total)::float8 / sum(votes) as mean from scores group by k having sum(votes) > 0) m on m.k = sc.k) r
    order by k, weighted desc, votes desc, created, id`);
  await client.query("alter table w add primary key (k)");
}

/**
 * Writes the staged battles, tracks, entries and votes, and what the settlements stored. The
 * triggers that list the votes cast with a stake would test each of millions of rows one at a time:
 * they are off for these inserts, and the list is then built from the same rule in one statement.
 */
export async function writeBattles(client, { seededAt }) {
  await client.query("set session_replication_role = replica");
  try {
    await client.query(`insert into battles (id, title, description, battle_type, genre, entry_fee, prize_pool, max_participants, start_time, end_time,
        voting_end_time, status, host_email, winner_submission_id, pot, entrants, settled_at, created_date, updated_date, created_by)
      select b.id, b.title, 'A battle of the community data set', b.battle_type, b.genre, b.entry_fee, b.prize_pool, b.max_participants,
        b.start_time, b.end_time, b.voting_end_time, b.phase, seed.email(b.host_i), w.sub_id,
        b.prize_pool + coalesce(e.fees, 0), coalesce(e.entrants, 0), case when b.phase = 'completed' then b.voting_end_time + interval '3 seconds' end,
        b.created, greatest(b.created, least(b.voting_end_time, '${seededAt}'::timestamptz)), seed.email(b.host_i)
      from b left join w on w.k = b.k
      left join (select k, count(*)::int as entrants, sum(fee)::int as fees from s group by k) e on e.k = b.k
      order by b.created`);
    await client.query(`insert into beats (id, user_email, title, genre, media_type, file_url, file_size, status, pilot_name, duration_seconds, created_date, updated_date, created_by)
      select s.beat_id, seed.email(s.ent_i), 'Track ' || s.slot || ' of battle ' || s.k, b.genre, 'beat', '/files/community/' || s.beat_id || '.wav',
        3000000 + seed.h(s.k * 32 + s.slot, 30) % 9000000, 'ready', 'Pilot ' || s.ent_i, 60 + seed.h(s.k * 32 + s.slot, 31) % 240,
        s.created - interval '1 day', s.created - interval '1 day', seed.email(s.ent_i)
      from s join b on b.k = s.k order by s.created`);
    await client.query(`insert into beat_submissions (id, battle_id, beat_id, user_email, title, genre, beat_url, fee_paid, duration_seconds, created_date, updated_date, created_by)
      select s.id, b.id, s.beat_id, seed.email(s.ent_i), 'Track ' || s.slot || ' of battle ' || s.k, b.genre, '/files/community/' || s.beat_id || '.wav',
        s.fee, 60 + seed.h(s.k * 32 + s.slot, 31) % 240, s.created, s.created, seed.email(s.ent_i)
      from s join b on b.k = s.k order by s.created`);
    await client.query(`insert into votes (id, battle_id, submission_id, voter_email, creativity, technical, impact, notes, vote_power, rewarded_day, created_date, updated_date, created_by)
      select id, battle_id, sub_id, voter, c, te, im, notes, power, case when rewarded then to_char(day, 'YYYY-MM-DD') end, at, at, voter from v`);
    await client.query(`insert into battle_counted_votes (battle_id, vote_ids, calibrated_powers)
      select v.battle_id, array_agg(v.id order by v.id), array_agg(v.power order by v.id) from v join b on b.k = v.k where b.phase = 'completed' group by v.battle_id`);
  } finally {
    await client.query("set session_replication_role = default");
  }
  await client.query(`insert into stake_votes (vote_id)
    select v.id from votes v join battles b on b.id = v.battle_id and b.host_email = v.voter_email
    union select v.id from votes v join beat_submissions s on s.battle_id = v.battle_id and s.user_email = v.voter_email
    union select v.id from votes v join submission_removals r on r.battle_id = v.battle_id and r.user_email = v.voter_email
    union select v.id from votes v join tournament_matches m on m.battle_id = v.battle_id and v.voter_email in (m.pilot_a_email, m.pilot_b_email)`);
}

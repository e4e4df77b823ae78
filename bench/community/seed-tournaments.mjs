// Tournaments open for entries, starting in one to twelve weeks (so none is drawn while a seed is
// used), each with entrants who paid its fee (`te`, which the Stardust ledger is built from).

/** Stages the tournaments (`t`) and their entries (`te`); a tier floor keeps pilots without that membership out, so those are still empty. */
export async function stageTournaments(client, { sizes, seededAt }) {
  const T = `'${seededAt}'::timestamptz`;
  await client.query(`create unlogged table t as
    select t, md5('tournament' || t)::uuid::text as id, 'Community Cup #' || t as name, starts_at, starts_at + (7 + 7 * seed.u(t, 52)) * interval '1 day' as ends_at,
      max_players, (array[0, 25, 50, 100])[1 + seed.h(t, 53) % 4] as entry_fee, min_tier, (array[0, 50, 100, 250])[1 + seed.h(t, 54) % 4] as prize_pool,
      (array['beat_battle', 'song_battle', 'rap_on_beat', 'singer_showdown', 'freestyle_cipher'])[1 + t % 5] as battle_type,
      case when min_tier is null then floor(seed.u(t, 55) * max_players / 2)::int else 0 end as n,
      ${T} - (1 + 20 * seed.u(t, 56)) * interval '1 day' as created
    from (select t, ${T} + (8 + 76 * seed.u(t, 50)) * interval '1 day' as starts_at, (array[8, 16, 32, 64])[1 + seed.h(t, 51) % 4] as max_players,
            case when t % 5 = 0 then (array['cadet', 'explorer', 'commander'])[1 + t / 5 % 3] end as min_tier
          from generate_series(1, ${sizes.tournaments}) t) x`);
  await client.query(`create unlogged table te as
    select t.t, t.id as tournament_id, t.name, slot, i, seed.fee(i, t.entry_fee) as fee, t.created + (slot::float8 / (t.n + 1)) * (${T} - t.created) as at
    from t, generate_series(1, t.n) slot, seed.active(t.t::bigint * 7919 + slot::bigint * 104729) i`);
}

export async function writeTournaments(client) {
  await client.query(`insert into tournaments (id, name, description, state, starts_at, ends_at, max_players, current_players, entry_fee, min_tier, prize_pool,
      battle_type, created_date, updated_date)
    select id, name, 'A tournament of the community data set', 'open', starts_at, ends_at, max_players, n, entry_fee, min_tier, prize_pool, battle_type, created, created
    from t order by created`);
  await client.query(`insert into tournament_entries (tournament_id, user_email, created_date, updated_date, created_by)
    select tournament_id, seed.email(i), at, at, seed.email(i) from te order by at`);
}

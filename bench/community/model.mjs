// The community's shape, as SQL functions in a schema of the seed's own (`seed`, beside its staging
// tables; dropped when the seed is done, so nothing of it stays beside the server's schema). Pilots
// are numbered 1..N; every fifth is a lurker who signs up and never plays (no XP: unranked), the
// others are active and numbered 0..A-1 among themselves. Random-looking but repeatable choices
// come from a hash of a number and a salt.

/** How many of `pilots` are active (four in five). */
export const activeCount = (pilots) => Math.floor(pilots / 5) * 4;

/** Active pilots whose active number is a multiple of this host battles (commanders). */
export const HOST_EVERY = 40;

/** The seed's schema, first on the search path of its connections: staging tables are made there. */
export async function useSeedSchema(client) {
  await client.query("set search_path = seed, public");
}

export async function defineModel(client, { pilots, seededAt }) {
  await client.query("create schema seed");
  const active = activeCount(pilots);
  const fns = [
    // A hash of (x, salt) in [0, 2^31) and a uniform number in [0, 1) made from it.
    `seed.h(x bigint, salt int) returns bigint as $$ select hashint8extended(x, salt) & 2147483647 $$`,
    `seed.u(x bigint, salt int) returns float8 as $$ select (hashint8extended(x, salt) & 2147483647) / 2147483648.0 $$`,
    // Active pilot number a (taken modulo A) → pilot number: skips every fifth pilot (the lurkers).
    `seed.active(a bigint) returns int as $$ select (((a % ${active}) / 4) * 5 + (a % ${active}) % 4 + 1)::int $$`,
    // Pilot number → active number (null for a lurker), and what follows from it: hosts are
    // commanders, one in ten a cadet, one in twenty an explorer, one in 1,600 banned.
    `seed.anum(i int) returns int as $$ select case when i % 5 <> 0 then ((i - 1) / 5) * 4 + (i - 1) % 5 end $$`,
    `seed.tier(i int) returns text as $$ select case when seed.anum(i) % ${HOST_EVERY} = 0 then 'commander'
        when seed.anum(i) % 10 = 3 then 'cadet' when seed.anum(i) % 20 = 7 then 'explorer' end $$`,
    `seed.banned(i int) returns boolean as $$ select coalesce(seed.anum(i) % 1600 = 801, false) $$`,
    // An entry fee as the pilot pays it: explorers get 10 % off (discountedFee in packages/shared).
    `seed.fee(i int, fee int) returns int as $$ select case when seed.tier(i) = 'explorer' then fee - fee / 10 else fee end $$`,
    `seed.pid(i int) returns text as $$ select md5('pilot' || i) $$`,
    `seed.email(i int) returns text as $$ select 'pilot' || i || '@community.test' $$`,
    // Active pilots signed up 800 to 400 days ago, three at each moment (sign-up ties); lurkers in the last 60 days.
    `seed.signed_up(i int) returns timestamptz as $$ select case when i % 5 = 0
        then '${seededAt}'::timestamptz - interval '60 days' + (i::float8 / ${pilots}) * interval '59 days'
        else '${seededAt}'::timestamptz - interval '800 days' + ((i / 3)::float8 * 3 / ${pilots}) * interval '400 days' end $$`,
  ];
  // Parallel safe, as pure functions are: PostgreSQL plans a statement that calls a function not
  // marked so without parallel workers, so the staging tables were built on one core while the
  // other lane had nothing to do.
  for (const fn of fns) await client.query(`create function ${fn} language sql immutable parallel safe`);
}

/** Stages the pilots' ids and addresses (`p`), computed once rather than once per row that names them. */
export async function stagePilots(client, { sizes }) {
  await client.query(`create unlogged table p as select i, seed.pid(i) as id, seed.email(i) as email from generate_series(1, ${sizes.pilots}) i`);
  await client.query("alter table p add primary key (i)");
}

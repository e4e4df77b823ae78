import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasStakeSql } from "../../src/core/battles/conflicts.ts";
import { battles } from "../../src/db/schema.ts";
import { startServer, type TestServer } from "../helpers/server.ts";

// The judge calibration leaves out the votes listed in stake_votes (kept by triggers) instead of
// testing every vote of its window for a stake. The list must always be exactly the votes the plain
// rule (hasStakeSql, as the calibration tested each vote before) names, whichever way a stake in a
// battle begins or ends after the vote. Run on the embedded database and, with DATABASE_URL set, on PostgreSQL.
let server: TestServer;
const at = "2026-12-01T12:00:00Z";

beforeAll(async () => {
  server = await startServer();
  const db = server.database.db;
  await db.execute(sql`insert into users (id, full_name, email) select 'st-' || p, initcap(p), p || '@stakes.test'
    from unnest(array['host', 'rival', 'judge', 'other', 'player', 'bench', 'newhost']) p`);
  await db.execute(sql`insert into battles (id, title, host_email, start_time, end_time, voting_end_time, status)
    select 'st-battle-' || b, 'Stakes ' || b, 'host@stakes.test', ${at}::timestamptz, ${at}::timestamptz + interval '1 hour', ${at}::timestamptz + interval '2 hours', 'voting'
    from generate_series(1, 2) b`);
  await db.execute(sql`insert into beat_submissions (id, battle_id, user_email, title, beat_url)
    values ('st-sub-1', 'st-battle-1', 'rival@stakes.test', 'Rival', '/files/x'), ('st-sub-2', 'st-battle-2', 'other@stakes.test', 'Other', '/files/x')`);
  await db.execute(sql`insert into tournaments (id, name, starts_at, ends_at, max_players) values ('st-cup', 'Cup', ${at}::timestamptz, ${at}::timestamptz + interval '7 days', 8)`);
});
afterAll(() => server?.close());

/** Casts a vote straight into the table (the API refuses a stakeholder's: a vote from before it did, or a stake begun later). */
const vote = (id: string, battle: string, submission: string, judge: string) =>
  server.database.db.execute(sql`insert into votes (id, battle_id, submission_id, voter_email, creativity, technical, impact, vote_power)
    values (${id}, ${battle}, ${submission}, ${`${judge}@stakes.test`}, 5, 5, 5, 5)`);
const run = (statement: ReturnType<typeof sql>) => server.database.db.execute(statement);

/** The listed votes, and those the plain rule names, each sorted. */
async function listed() {
  const db = server.database.db;
  const kept = await db.execute<{ id: string }>(sql`select vote_id as id from stake_votes order by vote_id`);
  const plain = await db.execute<{ id: string }>(sql`select v.id from votes v join ${battles} on ${battles.id} = v.battle_id where ${hasStakeSql(sql`v.voter_email`)} order by v.id`);
  return { kept: kept.rows.map((row) => row.id), plain: plain.rows.map((row) => row.id) };
}

describe("the votes cast with a stake", () => {
  it.each<[string, () => Promise<unknown>, string[]]>([
    ["a judge's vote is not listed", () => vote("v-judge", "st-battle-1", "st-sub-1", "judge"), []],
    ["the host's vote is, as it is cast", () => vote("v-host", "st-battle-1", "st-sub-1", "host"), ["v-host"]],
    ["an entrant's vote in another battle is not", () => vote("v-other", "st-battle-2", "st-sub-2", "rival").then(() => vote("v-rival", "st-battle-1", "st-sub-1", "other")), ["v-host"]],
    ["a vote becomes one when its judge enters the battle after it", () => run(sql`insert into beat_submissions (id, battle_id, user_email, title, beat_url) values ('st-sub-3', 'st-battle-1', 'judge@stakes.test', 'Late', '/files/x')`), ["v-host", "v-judge"]],
    ["and stops being one when that entry is gone", () => run(sql`delete from beat_submissions where id = 'st-sub-3'`), ["v-host"]],
    ["a removed entrant's vote is one", () => run(sql`insert into submission_removals (battle_id, submission_id, user_email, title, reason) values ('st-battle-1', 'st-sub-3', 'judge@stakes.test', 'Late', 'duplicate')`), ["v-host", "v-judge"]],
    ["until the removal is undone", () => run(sql`delete from submission_removals where battle_id = 'st-battle-1'`), ["v-host"]],
    ["a match player's vote is one, and moves with the match's pilots", () => vote("v-player", "st-battle-2", "st-sub-2", "player").then(() => run(sql`insert into tournament_matches (tournament_id, round, match, pilot_a_email, battle_id) values ('st-cup', 1, 1, 'player@stakes.test', 'st-battle-2')`)), ["v-host", "v-player"]],
    ["and stops being one when another pilot takes the place", () => run(sql`update tournament_matches set pilot_a_email = 'bench@stakes.test' where tournament_id = 'st-cup'`), ["v-host"]],
    ["a new host's votes become ones, the old host's stop", () => vote("v-newhost", "st-battle-1", "st-sub-1", "newhost").then(() => run(sql`update battles set host_email = 'newhost@stakes.test' where id = 'st-battle-1'`)), ["v-newhost"]],
    ["a stakeholder who changes their address keeps their stake", () => run(sql`update users set email = 'renamed@stakes.test' where id = 'st-newhost'`), ["v-newhost"]],
    ["a vote moved to a battle its judge entered becomes one", () => run(sql`update votes set battle_id = 'st-battle-2' where id = 'v-rival'`), ["v-newhost", "v-rival"]],
  ])("%s", async (_what, change, expected) => {
    await change();
    const { kept, plain } = await listed();
    expect(kept).toEqual(plain);
    expect(kept).toEqual([...expected].sort());
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BoardValues } from "../../src/core/leaderboard/boards.ts";
import { BOARD_STATEMENTS, runStatement } from "../../src/core/leaderboard/statements.ts";
import type { Statement } from "../../src/db/statements.ts";
import { startServer, type TestServer } from "../helpers/server.ts";

const PILOTS = 100_000;
const SEASON = "2026-11-01";
let server: TestServer;

beforeAll(async () => {
  server = await startServer();
  const db = server.database.db;
  // Scores spread over 0..49,999 with many ties, so every tie-break is exercised by the plan.
  await db.execute(sql`insert into users (id, full_name, email, xp, battles_won, created_date)
    select 'plan-' || i, 'Plan ' || i, 'plan' || i || '@plans.test', (i * 7919) % 50000, i % 7, '2026-01-01'::timestamptz + make_interval(secs => i % 1000)
    from generate_series(1, ${PILOTS}) i`);
  await db.execute(sql`insert into season_scores (season, user_id, xp, battles_won, signed_up_at)
    select ${SEASON}::date, id, xp % 5000, battles_won, created_date from users where id like 'plan-%'`);
  await db.execute(sql`vacuum analyze`);
}, 180_000);
afterAll(() => server?.close());

/** Every node of a query's plan, flattened. */
async function planNodes(statement: Statement, values: Partial<BoardValues>): Promise<{ "Node Type": string; "Index Name"?: string }[]> {
  const explain = { text: `explain (format json) ${statement.text}`, params: statement.params };
  const rows = await runStatement<{ "QUERY PLAN": unknown }>(server.database.db, explain, values);
  const raw = rows[0]!["QUERY PLAN"];
  const [root] = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: Node }];
  type Node = { "Node Type": string; "Index Name"?: string; Plans?: Node[] };
  const nodes: Node[] = [];
  const walk = (node: Node) => (nodes.push(node), node.Plans?.forEach(walk));
  walk(root.Plan);
  return nodes;
}

/** The id of the pilot at `position` on a board. */
async function pilotAt(board: keyof typeof BOARD_STATEMENTS, position: number): Promise<string> {
  const rows = await runStatement<{ userId: string }>(server.database.db, BOARD_STATEMENTS[board].top, { limit: position, season: SEASON });
  return rows.at(-1)!.userId;
}

const rankOf = async (board: keyof typeof BOARD_STATEMENTS, me: string) =>
  (await runStatement<{ rank: number }>(server.database.db, BOARD_STATEMENTS[board].standing, { me, season: SEASON }))[0]!.rank;

describe(`board query plans over ${PILOTS.toLocaleString("en")} pilots`, () => {
  it("reads the all-time top 100 in the order of its index, without sorting or scanning the table", async () => {
    const nodes = await planNodes(BOARD_STATEMENTS.all_time.top, { limit: 100 });
    expect(nodes.map((node) => node["Node Type"])).not.toContain("Sort");
    expect(nodes.map((node) => node["Node Type"])).not.toContain("Seq Scan");
    expect(nodes.some((node) => node["Index Name"] === "users_leaderboard_idx")).toBe(true);
  });

  it("reads the season top 100 in the order of the season index", async () => {
    const nodes = await planNodes(BOARD_STATEMENTS.season.top, { limit: 100, season: SEASON });
    expect(nodes.map((node) => node["Node Type"])).not.toContain("Sort");
    expect(nodes.some((node) => node["Node Type"] === "Seq Scan" && !node["Index Name"])).toBe(false);
    expect(nodes.some((node) => node["Index Name"] === "season_scores_board_idx")).toBe(true);
  });

  it("finds a Galaxy Rank near 90,000 from the score and tie counts and the index, never a full scan, and gets it right", async () => {
    const userId = await pilotAt("all_time", 90_000);
    const nodes = await planNodes(BOARD_STATEMENTS.all_time.standing, { me: userId });
    expect(nodes.map((node) => node["Node Type"])).not.toContain("Seq Scan");
    expect(nodes.filter((node) => node["Index Name"] === "xp_histogram_level_key_pk")).toHaveLength(2);
    expect(nodes.filter((node) => node["Index Name"] === "xp_ties_level_score_wins_day_pk")).toHaveLength(2);
    expect(nodes.filter((node) => node["Index Name"] === "users_leaderboard_idx")).toHaveLength(2);
    expect(await rankOf("all_time", userId)).toBe(90_000);
  });

  it("finds a season rank the same way, from the season's score and tie counts", async () => {
    const userId = await pilotAt("season", 50_000);
    const nodes = await planNodes(BOARD_STATEMENTS.season.standing, { me: userId, season: SEASON });
    expect(nodes.map((node) => node["Node Type"])).not.toContain("Seq Scan");
    expect(nodes.filter((node) => node["Index Name"] === "season_histogram_season_level_key_pk")).toHaveLength(2);
    expect(nodes.filter((node) => node["Index Name"] === "season_ties_season_level_score_wins_day_pk")).toHaveLength(2);
    expect(await rankOf("season", userId)).toBe(50_000);
  });
});

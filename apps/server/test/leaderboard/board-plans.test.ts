import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allTimeBoard, seasonBoard, standingQuery, topQuery } from "../../src/core/leaderboard/boards.ts";
import { startServer, type TestServer } from "../helpers/server.ts";

const PILOTS = 100_000;
const now = new Date("2026-11-21T12:00:00Z");
let server: TestServer;

beforeAll(async () => {
  server = await startServer();
  const db = server.database.db;
  // Scores spread over 0..49,999 with many ties, so every tie-break is exercised by the plan.
  await db.execute(sql`insert into users (id, full_name, email, xp, battles_won, created_date)
    select 'plan-' || i, 'Plan ' || i, 'plan' || i || '@plans.test', (i * 7919) % 50000, i % 7, '2026-01-01'::timestamptz + make_interval(secs => i % 1000)
    from generate_series(1, ${PILOTS}) i`);
  await db.execute(sql`insert into season_scores (season, user_id, xp, battles_won, signed_up_at)
    select '2026-11-01', id, xp % 5000, battles_won, created_date from users where id like 'plan-%'`);
  await db.execute(sql`vacuum analyze`);
}, 180_000);
afterAll(() => server?.close());

/** Every node of a query's plan, flattened. */
async function planNodes(query: SQL): Promise<{ "Node Type": string; "Index Name"?: string }[]> {
  const { rows } = await server.database.db.execute<{ "QUERY PLAN": unknown }>(sql`explain (format json) ${query}`);
  const raw = rows[0]!["QUERY PLAN"];
  const [root] = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: Node }];
  type Node = { "Node Type": string; "Index Name"?: string; Plans?: Node[] };
  const nodes: Node[] = [];
  const walk = (node: Node) => (nodes.push(node), node.Plans?.forEach(walk));
  walk(root.Plan);
  return nodes;
}

/** The id of the pilot at `position` on the all-time board. */
async function pilotAt(position: number): Promise<string> {
  const { rows } = await server.database.db.execute<{ userId: string }>(topQuery(allTimeBoard, position));
  return rows.at(-1)!.userId;
}

describe(`board query plans over ${PILOTS.toLocaleString("en")} pilots`, () => {
  it("reads the all-time top 100 in the order of its index, without sorting or scanning the table", async () => {
    const nodes = await planNodes(topQuery(allTimeBoard, 100));
    expect(nodes.map((node) => node["Node Type"])).not.toContain("Sort");
    expect(nodes.map((node) => node["Node Type"])).not.toContain("Seq Scan");
    expect(nodes.some((node) => node["Index Name"] === "users_leaderboard_idx")).toBe(true);
  });

  it("reads the season top 100 in the order of the season index", async () => {
    const nodes = await planNodes(topQuery(seasonBoard(now), 100));
    expect(nodes.map((node) => node["Node Type"])).not.toContain("Sort");
    expect(nodes.some((node) => node["Node Type"] === "Seq Scan" && !node["Index Name"])).toBe(false);
    expect(nodes.some((node) => node["Index Name"] === "season_scores_board_idx")).toBe(true);
  });

  it("finds a Galaxy Rank near 90,000 from the score counts and the index, never a full scan, and gets it right", async () => {
    const userId = await pilotAt(90_000);
    const nodes = await planNodes(standingQuery(allTimeBoard, userId));
    expect(nodes.map((node) => node["Node Type"])).not.toContain("Seq Scan");
    expect(nodes.filter((node) => node["Index Name"] === "xp_histogram_level_key_pk")).toHaveLength(2);
    expect(nodes.filter((node) => node["Index Name"] === "users_leaderboard_idx")).toHaveLength(3);
    const { rows } = await server.database.db.execute<{ rank: number }>(standingQuery(allTimeBoard, userId));
    expect(rows[0]!.rank).toBe(90_000);
  });

  it("counts a season rank the same way", async () => {
    const { rows: top } = await server.database.db.execute<{ userId: string }>(topQuery(seasonBoard(now), 50_000));
    const userId = top.at(-1)!.userId;
    const nodes = await planNodes(standingQuery(seasonBoard(now), userId));
    expect(nodes.map((node) => node["Node Type"])).not.toContain("Seq Scan");
    const { rows } = await server.database.db.execute<{ rank: number }>(standingQuery(seasonBoard(now), userId));
    expect(rows[0]!.rank).toBe(50_000);
  });
});

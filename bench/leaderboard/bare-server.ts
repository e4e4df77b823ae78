// Child process of leaderboard.mjs: the baseline. A bare Fastify route per board running the same
// SQL as the real functions on a plain pg pool, with no sign-in, validation or function layer.
// The caller's id comes in a header. The SQL text is rendered once at start from the app's own
// query builders, so both sides run byte-identical statements.
import Fastify from "fastify";
import { PgDialect } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import pg from "pg";
import { allTimeBoard, seasonBoard, standingQuery, topQuery } from "../../apps/server/src/core/leaderboard/boards.ts";

const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL!, max: 20 });
const dialect = new PgDialect();
const ME = "\u0000me";
const LIMIT = -1;

/** A statement rendered once; `run` swaps the placeholders' values in. */
function prepare(query: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (me: string, limit: number) => pool.query(text, params.map((param) => (param === ME ? me : param === LIMIT ? limit : param)));
}

const now = new Date();
const boards = {
  all_time: { top: prepare(topQuery(allTimeBoard, LIMIT)), standing: prepare(standingQuery(allTimeBoard, ME)) },
  season: { top: prepare(topQuery(seasonBoard(now), LIMIT)), standing: prepare(standingQuery(seasonBoard(now), ME)) },
};
const count = () => pool.query("select pilots from pilot_count");

const app = Fastify({ logger: false });
app.post<{ Body: { limit: number; period: "all_time" | "season" } }>("/getLeaderboard", async (request) => {
  const me = request.headers["x-pilot"] as string;
  const board = boards[request.body.period];
  const players = (await board.top(me, request.body.limit)).rows.map((row, index) => ({ ...row, rank: index + 1 }));
  let mine = players.find((player) => player.userId === me) ?? null;
  if (!mine && players.length === request.body.limit) mine = (await board.standing(me, 0)).rows[0] ?? null;
  return { ok: true, players, me: mine, period: request.body.period };
});
app.post("/galaxyRank", async (request) => {
  const [standing, total] = await Promise.all([boards.all_time.standing(request.headers["x-pilot"] as string, 0), count()]);
  const row = standing.rows[0];
  return { ok: true, rank: row?.rank ?? null, score: row?.score ?? 0, battlesWon: row?.battlesWon ?? 0, totalPilots: total.rows[0].pilots };
});
await app.listen({ port: 0, host: "127.0.0.1" });
console.log(JSON.stringify({ url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` }));

process.on("SIGTERM", async () => {
  await Promise.all([app.close(), pool.end()]);
  process.exit(0);
});

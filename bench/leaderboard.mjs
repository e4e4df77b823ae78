// Leaderboard speed at 100,000 pilots: the real functions against bare Fastify + pg routes running
// the same SQL, each in its own process, on one PostgreSQL database made for this run.
// Database: BENCH_DATABASE_URL, else DATABASE_URL, else the local server.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import pg from "pg";

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = 2;
const RATIO_TARGET = 0.9;
const P99_TARGET_MS = 10;

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const name = `soundship_bench_board_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const benchUrl = new URL(adminUrl);
benchUrl.pathname = `/${name}`;

/** Starts a child process and resolves with the first line it prints (JSON). */
function start(file) {
  const child = spawn(process.execPath, ["--import", "tsx", new URL(file, import.meta.url).pathname], {
    env: { ...process.env, BENCH_DATABASE_URL: benchUrl.toString() },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const ready = createInterface({ input: child.stdout })[Symbol.asyncIterator]().next().then((next) => JSON.parse(next.value));
  return { child, ready };
}

/** autocannon over `url`, each request from the next caller in turn. */
function load(url, body, callers, headerOf) {
  let turn = 0;
  const requests = [
    {
      method: "POST",
      body: JSON.stringify(body),
      setupRequest: (request) => ({ ...request, headers: { ...request.headers, "content-type": "application/json", ...headerOf(callers[turn++ % callers.length]) } }),
    },
  ];
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests }, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

const app = start("./leaderboard/app-server.ts");
const bare = start("./leaderboard/bare-server.ts");
const children = [app.child, bare.child];
let failed = false;
try {
  const [target, baseline] = await Promise.all([app.ready, bare.ready]);
  const viaApi = (caller) => ({ authorization: `Bearer ${caller.token}` });
  const viaBare = (caller) => ({ "x-pilot": caller.id });
  const scenarios = [
    { label: "getLeaderboard {limit: 100}", fn: "getLeaderboard", body: { limit: 100, period: "all_time" }, callers: target.callers.spread, ratio: true, p99: true },
    { label: "Galaxy Rank at ~90,000", fn: "galaxyRank", body: {}, callers: target.callers.near90k, ratio: false, p99: true },
    { label: "season board {limit: 100}", fn: "getLeaderboard", body: { limit: 100, period: "season" }, callers: target.callers.spread, ratio: true, p99: false },
  ];
  for (const scenario of scenarios) {
    const api = () => load(`${target.url}/${scenario.fn}`, scenario.body, scenario.callers, viaApi);
    const base = () => load(`${baseline.url}/${scenario.fn}`, scenario.body, scenario.callers, viaBare);
    await base(); // warm both sides (JIT, pools, plans, caches) before measuring
    await api();
    const runs = { api: [], base: [] };
    for (let round = 0; round < ROUNDS; round++) {
      runs.base.push(await base());
      runs.api.push(await api());
    }
    const mean = (results) => results.reduce((sum, result) => sum + result.requests.average, 0) / results.length;
    const p99 = (results) => Math.max(...results.map((result) => result.latency.p99));
    const errors = [...runs.api, ...runs.base].reduce((sum, result) => sum + result.errors + result.non2xx, 0);
    const ratio = mean(runs.api) / mean(runs.base);
    const checks = [errors === 0, !scenario.ratio || ratio >= RATIO_TARGET, !scenario.p99 || p99(runs.api) < P99_TARGET_MS];
    const pass = checks.every(Boolean);
    failed ||= !pass;
    console.log(
      `${scenario.label}: ${mean(runs.api).toFixed(0)} req/s vs bare ${mean(runs.base).toFixed(0)} req/s, ratio ${ratio.toFixed(2)}` +
        `${scenario.ratio ? ` (target >= ${RATIO_TARGET})` : ""}; p99 ${p99(runs.api)} ms (bare ${p99(runs.base)} ms)` +
        `${scenario.p99 ? ` (target < ${P99_TARGET_MS} ms)` : ""}; errors ${errors} ${pass ? "PASS" : "FAIL"}`,
    );
  }
  console.log(`over 100,000 pilots on PostgreSQL, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each`);
} finally {
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.on("exit", resolve)))));
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
process.exit(failed ? 1 : 0);

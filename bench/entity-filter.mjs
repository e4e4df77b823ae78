// Entity filter throughput against a bare Fastify route running the same SQL, in one run.
// Needs PostgreSQL: BENCH_DATABASE_URL, else DATABASE_URL, else the local server.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import pg from "pg";

const TARGET = 0.8;
const CONNECTIONS = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = 2;

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const name = `soundship_bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const benchUrl = new URL(adminUrl);
benchUrl.pathname = `/${name}`;

const child = spawn(process.execPath, ["--import", "tsx", new URL("./entity-filter-servers.ts", import.meta.url).pathname], {
  env: { ...process.env, BENCH_DATABASE_URL: benchUrl.toString() },
  stdio: ["ignore", "pipe", "inherit"],
});
const [line] = await createInterface({ input: child.stdout })[Symbol.asyncIterator]().next().then((next) => [next.value]);
const targets = JSON.parse(line);

const run = (url, headers = {}) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers }, (error, result) => (error ? reject(error) : resolve(result))),
  );

try {
  const auth = { authorization: `Bearer ${targets.token}` };
  await run(targets.bare, {}); // warm both paths (JIT, pool, plans) before measuring
  await run(targets.api, auth);
  const bare = [];
  const api = [];
  for (let round = 0; round < ROUNDS; round++) {
    bare.push(await run(targets.bare));
    api.push(await run(targets.api, auth));
  }
  const mean = (results) => results.reduce((sum, result) => sum + result.requests.average, 0) / results.length;
  const errors = [...bare, ...api].reduce((sum, result) => sum + result.errors + result.non2xx, 0);
  const ratio = mean(api) / mean(bare);
  console.log(`entity filter: ${mean(api).toFixed(0)} req/s vs bare route ${mean(bare).toFixed(0)} req/s over 100,000 rows on PostgreSQL, ${CONNECTIONS} connections`);
  console.log(`entity filter p99 latency: ${Math.max(...api.map((result) => result.latency.p99))} ms (bare ${Math.max(...bare.map((result) => result.latency.p99))} ms); errors: ${errors}`);
  console.log(`entity filter ratio: ${ratio.toFixed(2)} (target >= ${TARGET}) ${ratio >= TARGET && errors === 0 ? "PASS" : "FAIL"}`);
} finally {
  child.kill("SIGTERM");
  await new Promise((resolve) => child.on("exit", resolve));
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

// Ten thousand listeners on one instance (DESIGN.md section 6, Live): 10,000 live event streams
// watching every battle, as the Judge Panel and the Arena open them. Measured: the server's memory
// per open stream (its RSS from /proc before and after they open), how long one battle event takes
// from the request that makes it to each stream (p50 / p99 / max per round: a host creates a
// battle, and its `battle_phase` event goes to all of them; one such event first, not counted), and
// the p99 of ordinary requests (Galaxy Rank, 200 a second from other pilots) while the rounds run.
// The server is the built one (`apps/server/dist/server.js`, as `npm start` runs it) in its own
// process, on a PostgreSQL database made for the run (the embedded one without DATABASE_URL).
// LIVE_BENCH_STREAMS changes the count; BENCH_PROFILE=DIR writes the server's CPU profile there.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { clearInterval, setInterval } from "node:timers";
import pg from "pg";
import { ensureServerBuild, SERVER_BUILD, SERVER_NODE_OPTIONS } from "../scripts/build-server.mjs";
import { freePort } from "./lib/built-server.mjs";
import { percentile } from "./lib/percentile.mjs";
import { emitRow, printTable } from "./lib/results.mjs";

const STREAMS = Number(process.env.LIVE_BENCH_STREAMS ?? 10_000);
const ROUNDS = 10;
/** Pilots the streams belong to (a pilot may have several tabs open; tickets are per pilot). */
const LISTENERS = 20;
/** Pilots making ordinary requests meanwhile. */
const READERS = 8;
/** Ordinary requests a second meanwhile (an open load: sent on schedule, answered or not). */
const REQUESTS_PER_SECOND = Number(process.env.LIVE_BENCH_REQUESTS_PER_SECOND ?? 200);
const TARGETS = { kbPerStream: 20, fanoutP99Ms: 250, requestP99Ms: 50 };

const rssMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ascending = (values) => [...values].sort((a, b) => a - b);

async function api(base, route, { token, body } = {}) {
  const response = await fetch(`${base}/api/apps/soundship${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return response.json();
}

const signUp = (base, label) =>
  api(base, "/auth/register", { body: { email: `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}@soundship.test`, password: "orbit-password-1", full_name: "Bench Pilot" } });

/** One raw HTTP/1.1 stream (no fetch machinery per connection); calls onEvent(name, receivedAt). */
function openStream(port, pathAndQuery, onEvent) {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: pathAndQuery, headers: { accept: "text/event-stream" }, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
      let buffer = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1];
          if (name) onEvent(name, performance.now());
        }
      });
      resolve({ close: () => req.destroy() });
    });
    req.on("error", reject);
    req.end();
  });
}

await ensureServerBuild();
// A database of its own on PostgreSQL, as production runs (BENCH_DATABASE_URL, else DATABASE_URL);
// without one, the embedded database, which shares the server's thread with the streams.
const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
const databaseName = `soundship_bench_live_${Date.now()}`;
let databaseUrl = "";
if (adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
}
const dropDatabase = async () => {
  if (!adminUrl) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
};
const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "soundship-live-bench-"));
const profile = process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
const server = spawn(process.execPath, [...profile, ...SERVER_NODE_OPTIONS, SERVER_BUILD], {
  env: {
    ...process.env, NODE_ENV: "production", AUTH_SECRET: "live-bench-secret-".padEnd(40, "x"), PORT: String(port), HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: "error", AUTH_RATE_LIMIT_MAX: "100000", BATTLE_TICK_SECONDS: "0",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const base = `http://127.0.0.1:${port}`;
const streams = [];
const rows = [];
try {
  for (let tries = 0; !(await fetch(`${base}/healthz`).then((r) => r.ok, () => false)); tries++) {
    if (tries > 600) throw new Error("server did not start");
    await sleep(100);
  }
  const host = await signUp(base, "host");
  await api(base, "/functions/subscribe", { token: host.access_token, body: { tier: "commander", billing_cycle: "monthly" } });
  const listeners = await Promise.all(Array.from({ length: LISTENERS }, (_, i) => signUp(base, `listener${i}`)));
  const readers = await Promise.all(Array.from({ length: READERS }, (_, i) => signUp(base, `reader${i}`)));
  await sleep(500);
  const before = rssMb(server.pid);

  let round = null;
  const onEvent = (name, at) => {
    if (name !== "battle_phase" || !round) return;
    round.latencies.push(at - round.sentAt);
    if (round.latencies.length === STREAMS) round.done();
  };
  const opening = performance.now();
  for (let i = 0; i < STREAMS; i += 100) {
    const batch = [];
    for (let j = i; j < Math.min(STREAMS, i + 100); j++) {
      const { access_token: token } = listeners[j % LISTENERS];
      batch.push(api(base, "/live/ticket", { token }).then(({ ticket }) => openStream(port, `/api/apps/soundship/live?ticket=${encodeURIComponent(ticket)}&battles=all`, onEvent)));
    }
    streams.push(...(await Promise.all(batch)));
  }
  const openMs = performance.now() - opening;
  await sleep(2_000);
  const after = rssMb(server.pid);
  const perStreamKb = ((after - before) * 1024) / STREAMS;

  /** One battle event to every stream: resolves with each stream's time from the request to it, in order. */
  const fanOut = async (title) => {
    const finished = new Promise((resolve) => (round = { latencies: [], sentAt: performance.now(), done: resolve }));
    await api(base, "/functions/createBattle", { token: host.access_token, body: { title } });
    await Promise.race([finished, sleep(10_000)]);
    const sorted = ascending(round.latencies);
    round = null;
    if (sorted.length < STREAMS) throw new Error(`${title}: ${sorted.length} of ${STREAMS} streams got the event`);
    return sorted;
  };
  // A first event warms both processes (the JIT, and the collection of what opening the streams left
  // behind), as every other benchmark here warms up before it measures; it is shown, not counted.
  const cold = await fanOut("Fan-out warm-up");
  console.log(`warm-up event: p50 ${percentile(cold, 50).toFixed(1)} ms, p99 ${percentile(cold, 99).toFixed(1)} ms, max ${cold.at(-1).toFixed(1)} ms (not counted)`);

  // Ordinary requests all along the rounds: READERS pilots, REQUESTS_PER_SECOND in all, each sent on
  // time whether or not the one before has been answered (as independent pilots would).
  const requestLatencies = [];
  const inFlight = new Set();
  let sent = 0;
  const started = performance.now();
  const pacer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * REQUESTS_PER_SECOND);
    for (; sent < due; sent++) {
      const at = performance.now();
      const answer = api(base, "/functions/galaxyRank", { token: readers[sent % READERS].access_token }).then(() => requestLatencies.push(performance.now() - at));
      inFlight.add(answer);
      answer.finally(() => inFlight.delete(answer));
    }
  }, 5);
  const p99s = [];
  const deliveries = [];
  for (let r = 0; r < ROUNDS; r++) {
    await sleep(300);
    const sorted = await fanOut(`Fan-out ${r + 1}`);
    p99s.push(percentile(sorted, 99));
    deliveries.push(...sorted);
    console.log(`round ${r + 1}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms (from the request to each stream)`);
  }
  clearInterval(pacer);
  await Promise.all(inFlight);
  const requestsSorted = ascending(requestLatencies);
  const fanoutP99 = percentile(ascending(deliveries), 99);
  const requestP99 = percentile(requestsSorted, 99);
  console.log(`${STREAMS} streams opened in ${(openMs / 1000).toFixed(1)} s; server RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB: ${perStreamKb.toFixed(1)} KB per stream`);
  console.log(`fan-out p99 of every delivery in ${ROUNDS} rounds: ${fanoutP99.toFixed(1)} ms (rounds' p99 from ${Math.min(...p99s).toFixed(1)} to ${Math.max(...p99s).toFixed(1)} ms)`);
  console.log(`${requestLatencies.length} Galaxy Rank requests meanwhile: p50 ${percentile(requestsSorted, 50).toFixed(1)} ms, p99 ${requestP99.toFixed(1)} ms`);
  const row = (workload, unit, value, target) => emitRow({ workload, unit, value, baseline: target, errors: 0, ratio: value / target, target: `< ${target} ${unit}`, pass: value < target });
  rows.push(
    row(`memory per live stream, ${STREAMS.toLocaleString("en")} streams`, "KB", perStreamKb, TARGETS.kbPerStream),
    row(`one battle event to ${STREAMS.toLocaleString("en")} streams, p99 over ${ROUNDS} events`, "ms", fanoutP99, TARGETS.fanoutP99Ms),
    row(`Galaxy Rank p99 while the events go out (${REQUESTS_PER_SECOND} a second)`, "ms", requestP99, TARGETS.requestP99Ms),
  );
  printTable(rows);
  process.exitCode = rows.every((result) => result.pass) ? 0 : 1;
} finally {
  for (const stream of streams) stream.close();
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase();
}

// 2,000 idle live event streams on one instance (DESIGN.md section 6, Live): the server's memory per
// open stream, and how long one event takes to reach all of them (p50 / p99 / max over the
// streams, per round). The server runs as its own process (`apps/server/src/server.ts`, embedded
// database, a temporary DATA_DIR); its RSS is read from /proc before and after the streams open.
// Each round buys the Stardust Vault bundle with the demo provider: one `balance` event for the
// pilot, whose 2,000 streams all receive it.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

const STREAMS = Number(process.env.LIVE_BENCH_STREAMS ?? 2_000);
const ROUNDS = 10;
// No budget is set in DESIGN.md; these floors only catch a broken fan-out.
const MAX_P99_MS = 1_000;

const freePort = () => new Promise((resolve) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const rssMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function api(base, route, { token, body } = {}) {
  const response = await fetch(`${base}/api/apps/soundship${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return response.json();
}

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

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "soundship-live-bench-"));
const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
  env: { ...process.env, DATABASE_URL: "", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error", AUTH_RATE_LIMIT_MAX: "100000", BATTLE_TICK_SECONDS: "0" },
  stdio: ["ignore", "inherit", "inherit"],
});
const base = `http://127.0.0.1:${port}`;
const streams = [];
try {
  for (let tries = 0; !(await fetch(`${base}/healthz`).then((r) => r.ok, () => false)); tries++) {
    if (tries > 600) throw new Error("server did not start");
    await sleep(100);
  }
  const pilot = await api(base, "/auth/register", { body: { email: `bench-${Date.now()}@soundship.test`, password: "orbit-password-1", full_name: "Bench Pilot" } });
  const token = pilot.access_token;
  await sleep(500);
  const before = rssMb(server.pid);

  let round = null;
  const onEvent = (name, at) => {
    if (name !== "balance" || !round) return;
    round.latencies.push(at - round.sentAt);
    if (round.latencies.length === STREAMS) round.done();
  };
  const opening = performance.now();
  for (let i = 0; i < STREAMS; i += 100) {
    const batch = [];
    for (let j = i; j < Math.min(STREAMS, i + 100); j++) {
      batch.push(api(base, "/live/ticket", { token }).then(({ ticket }) => openStream(port, `/api/apps/soundship/live?ticket=${encodeURIComponent(ticket)}`, onEvent)));
    }
    streams.push(...(await Promise.all(batch)));
  }
  const openMs = performance.now() - opening;
  await sleep(1_000);
  const after = rssMb(server.pid);
  const perStreamKb = ((after - before) * 1024) / STREAMS;

  const p99s = [];
  for (let r = 0; r < ROUNDS; r++) {
    const finished = new Promise((resolve) => (round = { latencies: [], sentAt: performance.now(), done: resolve }));
    await api(base, "/functions/purchaseStardustVault", { token });
    await Promise.race([finished, sleep(10_000)]);
    const sorted = round.latencies.sort((a, b) => a - b);
    if (sorted.length < STREAMS) throw new Error(`round ${r + 1}: ${sorted.length} of ${STREAMS} streams got the event`);
    p99s.push(percentile(sorted, 99));
    console.log(`round ${r + 1}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms (from the purchase request to each stream)`);
    round = null;
    await sleep(200);
  }
  const worstP99 = Math.max(...p99s);
  console.log(`${STREAMS} streams opened in ${(openMs / 1000).toFixed(1)} s; server RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB: ${perStreamKb.toFixed(1)} KB per stream`);
  console.log(`fan-out p99 over ${ROUNDS} rounds: median ${[...p99s].sort((a, b) => a - b)[Math.floor(ROUNDS / 2)].toFixed(1)} ms, worst ${worstP99.toFixed(1)} ms`);
  if (worstP99 > MAX_P99_MS) {
    console.error(`fan-out p99 ${worstP99.toFixed(0)} ms is over ${MAX_P99_MS} ms`);
    process.exitCode = 1;
  }
} finally {
  for (const stream of streams) stream.close();
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

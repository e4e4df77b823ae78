// A 1 GB upload through the embedded upload endpoint (disk storage), against three ceilings, each in
// its own process: a bare Node HTTP route streaming the same PUT to the same disk (the same client,
// the same loopback transfer), the same route dropping the bytes (the transfer alone, no disk) and
// a bare Node stream writing the same bytes straight to that disk (no HTTP at all). Both are synced before close, as the endpoint is. The server is the built one
// (`apps/server/dist/server.js`, embedded database, a temporary DATA_DIR); its resident memory is
// sampled from /proc every 20 ms while the body streams in and must stay flat (growth < 64 MB,
// DESIGN.md section 8). Rounds alternate the four, each after `sync`; the best round of each counts.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";
import { pipeline } from "node:stream/promises";
import { clearInterval, setInterval } from "node:timers";
import { ensureServerBuild, SERVER_BUILD, SERVER_NODE_OPTIONS } from "../scripts/build-server.mjs";
import { freePort } from "./lib/built-server.mjs";
import { emitRow, printTable } from "./lib/results.mjs";
import { videoBody } from "./upload/body.mjs";

const MB = 1024 * 1024;
const SIZE = Number(process.env.BENCH_UPLOAD_MB ?? 1024) * MB;
const BUDGET_MB = 64;
const RATIO_TARGET = 0.8;
const ROUNDS = 3;

const rssMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const firstLine = (child) => createInterface({ input: child.stdout })[Symbol.asyncIterator]().next().then((next) => JSON.parse(next.value));

async function api(base, route, { token, body } = {}) {
  const response = await fetch(`${base}/api/apps/soundship${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${route}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** PUTs `size` bytes to `url`; resolves with the answer's status and body. */
function put(url, headers, size) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: "PUT", headers: { ...headers, "content-type": "video/mp4", "content-length": size } }, (res) => {
      let text = "";
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode, body: JSON.parse(text) }));
    });
    req.on("error", reject);
    pipeline(videoBody(size), req).catch(reject);
  });
}

async function upload(base, token, size) {
  const link = await api(base, "/functions/createUploadUrl", { token, body: { filename: "launch.mp4", contentType: "video/mp4", size, media_type: "video", title: "Bench" } });
  const reply = await put(`${base}${link.uploadUrl}`, { authorization: `Bearer ${token}` }, size);
  if (reply.status !== 200) throw new Error(`upload failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.beat;
}

await ensureServerBuild();
const dataDir = mkdtempSync(path.join(tmpdir(), "soundship-bench-upload-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [...SERVER_NODE_OPTIONS, SERVER_BUILD], {
  env: { ...process.env, DATABASE_URL: "", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "development", BATTLE_TICK_SECONDS: "0" },
  stdio: ["ignore", "ignore", "inherit"],
});
const bare = spawn(process.execPath, [new URL("./upload/bare-server.mjs", import.meta.url).pathname, dataDir], { stdio: ["ignore", "pipe", "inherit"] });

try {
  const bareUrl = (await firstLine(bare)).url;
  for (let i = 0; ; i++) {
    if (i > 600 || server.exitCode !== null) throw new Error("the server did not start");
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
    await sleep(100);
  }
  const { access_token: token } = await api(base, "/auth/register", { body: { email: `bench-${Date.now()}@example.com`, password: "bench-password-1", full_name: "Bench Pilot" } });
  // Warm the paths (JIT, database, first file) so each is measured at work, not at rest.
  // One warm-up and the rounds stay within the 5 uploads a pilot without a membership has.
  await upload(base, token, 4 * MB);
  await put(bareUrl, {}, 4 * MB);
  await sleep(500);

  const runs = { disk: [], route: [], transfer: [], app: [] };
  const baseline = rssMb(server.pid);
  let peak = baseline;
  const timed = async (work) => {
    spawnSync("sync");
    const start = performance.now();
    await work();
    return (performance.now() - start) / 1000;
  };
  for (let round = 0; round < ROUNDS; round++) {
    const diskFile = path.join(dataDir, "disk.bin");
    const disk = spawn(process.execPath, [new URL("./upload/disk-stream.mjs", import.meta.url).pathname, diskFile, String(SIZE)], { stdio: ["ignore", "pipe", "inherit"] });
    spawnSync("sync");
    // The child times its own stream: process start-up is not the disk's.
    runs.disk.push((await firstLine(disk)).seconds);
    rmSync(diskFile, { force: true });

    runs.route.push(
      await timed(async () => {
        const reply = await put(bareUrl, {}, SIZE);
        if (reply.status !== 200) throw new Error(`bare route failed: ${reply.status}`);
      }),
    );

    runs.transfer.push(
      await timed(async () => {
        const reply = await put(`${bareUrl}/discard`, {}, SIZE);
        if (reply.status !== 200) throw new Error(`bare transfer failed: ${reply.status}`);
      }),
    );

    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 20);
    let beat;
    runs.app.push(await timed(async () => (beat = await upload(base, token, SIZE))).finally(() => clearInterval(sampler)));
    await api(base, "/functions/deleteTransmission", { token, body: { id: beat.id } });
  }
  const best = (seconds) => SIZE / MB / Math.min(...seconds);
  const growth = peak - baseline;
  const memoryOk = growth < BUDGET_MB;
  const size = SIZE >= 1024 * MB ? `${SIZE / 1024 / MB} GB` : `${SIZE / MB} MB`;
  const label = `upload ${size} (server RSS +${growth.toFixed(0)} MB, budget < ${BUDGET_MB})`;
  const routeRatio = best(runs.app) / best(runs.route);
  const diskRatio = best(runs.app) / best(runs.disk);
  const rows = [
    emitRow({ workload: `${label} vs bare upload route`, unit: "MB/s", value: best(runs.app), baseline: best(runs.route), errors: 0, ratio: routeRatio, target: `≥ ${RATIO_TARGET}`, pass: memoryOk && routeRatio >= RATIO_TARGET }),
    emitRow({ workload: `${label} vs bare disk stream (no HTTP)`, unit: "MB/s", value: best(runs.app), baseline: best(runs.disk), errors: 0, ratio: diskRatio, target: "—", pass: memoryOk }),
    // What HTTP alone allows: the bare route's own share of it says how much of the gap to the disk is the transfer.
    emitRow({ workload: `${label} vs bare transfer, bytes dropped (no disk)`, unit: "MB/s", value: best(runs.app), baseline: best(runs.transfer), errors: 0, ratio: best(runs.app) / best(runs.transfer), target: "—", pass: memoryOk }),
  ];
  printTable(rows);
  const list = (seconds) => seconds.map((s) => (SIZE / MB / s).toFixed(0)).join(", ");
  console.log(
    `upload MB/s per round — endpoint: ${list(runs.app)}; bare route: ${list(runs.route)}; bare transfer: ${list(runs.transfer)}; bare disk stream: ${list(runs.disk)}`,
  );
  console.log(`server RSS: baseline ${baseline.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, growth ${growth.toFixed(1)} MB ${memoryOk ? "PASS" : "FAIL"}`);
  process.exitCode = rows.every((row) => row.pass) ? 0 : 1;
} finally {
  for (const child of [server, bare]) if (child.exitCode === null) child.kill("SIGTERM");
  await Promise.all([server, bare].map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.on("exit", resolve)))));
  rmSync(dataDir, { recursive: true, force: true });
}

// The community-sized data set (`npm run bench:seed`, bench/seed.mjs) under load: the built server
// (production mode, its own process) on the seeded PostgreSQL database, autocannon at 10 connections,
// each request from a random seeded pilot with their own token. Measured: the boards (top 100, a
// pilot's Galaxy Rank, the season board: p99 < 10 ms), the Stardust Vault and the Command Deck as
// the web app loads them (p99 < 20 ms each), the Judge Panel's list of a 5,000-entry battle a page at
// a time (p99 < 20 ms); then that battle (100,000 votes) is settled by the server's battle tick while
// the reads go on: it must take < 5 s, pay once, and keep the reads' p99 < 50 ms.
// Needs PostgreSQL (BENCH_DATABASE_URL, else DATABASE_URL); skipped (exit 0) without. Seeds first
// when there is no current seed; each run settles one of the battles the seed reserved.
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import pg from "pg";
import { readMarker, staleReason } from "./community/marker.mjs";
import { communityUrl, DATABASE_NAME, SIZES } from "./community/sizes.mjs";
import { cpuMicros, measure, once } from "./community/load.mjs";
import { queueDrained, startServer } from "./community/server.mjs";
import { measureSettlement } from "./community/settlement.mjs";
import { loadCallers, loadJudges, readsDuringSettlement, workloads } from "./community/workloads.mjs";
import { emitRow, printTable } from "./lib/results.mjs";

const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
if (!adminUrl) {
  console.log("community benchmark skipped: it needs PostgreSQL. Set DATABASE_URL=postgres://user@host:5432/db (or BENCH_DATABASE_URL); it seeds a database of its own (npm run bench:seed).");
  process.exit(0);
}
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 3);
const CONNECTIONS = 10;
const TARGETS = { settleSeconds: 5, readsP99: 50 };

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
if (staleReason((await readMarker(admin)).marker)) {
  const seeded = spawnSync(process.execPath, [new URL("./seed.mjs", import.meta.url).pathname], { stdio: ["ignore", "inherit", "inherit"] });
  if (seeded.status !== 0) process.exit(1);
}
const { marker } = await readMarker(admin);
await admin.end();

const client = new pg.Client({ connectionString: communityUrl(adminUrl) });
await client.connect();
const { rows: open } = await client.query("select id from battles where id = any($1) and settled_at is null order by title limit 1", [marker.reserved]);
if (!open.length) {
  console.error(`Every battle reserved for the settlement measurement is settled: npm run bench:seed -- --fresh builds ${DATABASE_NAME} again.`);
  process.exit(1);
}
const battleId = open[0].id;
const callers = await loadCallers(client);
const judges = await loadJudges(client, callers, battleId);
const all = workloads({ callers, judges, battleId, pilots: SIZES.pilots });

const server = await startServer(communityUrl(adminUrl));
const rows = [];
let failed = false;
try {
  await queueDrained(client);
  for (const workload of all) {
    // Checked before measured: 200 and the right shape, for a few callers.
    for (const caller of workload.callers.slice(0, 3)) {
      const reply = await once(server.origin, workload.request(caller));
      if (reply.status !== 200 || !workload.check(reply.body, caller)) throw new Error(`${workload.name}: check failed: ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`);
    }
    await measure(server.origin, workload, CONNECTIONS, WARM_SECONDS);
    const cpuBefore = cpuMicros(server.pid);
    const result = await measure(server.origin, workload, CONNECTIONS, SECONDS);
    const cpu = (cpuMicros(server.pid) - cpuBefore) / Math.max(1, result.requests.total);
    const errors = result.errors + result.timeouts + result.non2xx;
    const pass = errors === 0 && result.latency.p99 < workload.p99;
    failed ||= !pass;
    rows.push(
      emitRow({ workload: workload.name, connections: CONNECTIONS, value: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpu, errors, ratio: result.latency.p99 / workload.p99, target: `p99 < ${workload.p99} ms`, pass }),
    );
  }

  const settled = await measureSettlement({ origin: server.origin, client, battleId, reads: readsDuringSettlement(all), connections: CONNECTIONS });
  const { votes } = settled.payments;
  console.log(`settlement: ${settled.seconds.toFixed(2)} s; ledgers: ${JSON.stringify(settled.payments)}; reads meanwhile: ${settled.reads.count}, p50 ${settled.reads.p50?.toFixed(1)} ms, p99 ${settled.reads.p99?.toFixed(1)} ms (p99 before it: ${settled.reads.beforeP99?.toFixed(1)} ms)`);
  const settlePass = settled.seconds < TARGETS.settleSeconds && settled.paidOnce;
  const readsPass = settled.reads.failed === 0 && settled.reads.p99 < TARGETS.readsP99;
  failed ||= !settlePass || !readsPass;
  rows.push(
    emitRow({ workload: `settle a battle of ${judges[0].entries.length.toLocaleString("en")} entries and ${votes.toLocaleString("en")} votes (paid once: ${settled.paidOnce ? "yes" : "no"})`, unit: "s", value: settled.seconds, errors: settled.paidOnce ? 0 : 1, ratio: settled.seconds / TARGETS.settleSeconds, target: `< ${TARGETS.settleSeconds} s, pays once`, pass: settlePass }),
    emitRow({ workload: "boards, Vault and Command Deck reads while it settles", connections: CONNECTIONS, value: settled.reads.count, unit: "reads", p50: settled.reads.p50, p99: settled.reads.p99, errors: settled.reads.failed, ratio: settled.reads.p99 / TARGETS.readsP99, target: `p99 < ${TARGETS.readsP99} ms`, pass: readsPass }),
  );
  printTable(rows);
  console.log(
    `PostgreSQL, ${DATABASE_NAME} seeded ${marker.seededAt} (${JSON.stringify(marker.counts)}); ${CONNECTIONS} connections, ${SECONDS} s per workload after ${WARM_SECONDS} s of warm-up; ` +
      `CPU is the server process's user + system time per request; the machine's load average at the end: ${loadavg().map((load) => load.toFixed(1)).join(", ")}`,
  );
} finally {
  await server.stop();
  await client.end();
}
process.exit(failed ? 1 : 0);

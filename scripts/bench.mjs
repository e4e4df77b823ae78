// `npm run bench`: runs the benchmarks listed below one after another (they would disturb each
// other in parallel), then prints the rows they report (bench/lib/results.mjs) as one table.
// Exits non-zero if any of them fails to run or misses its target.
// `npm run bench -- api upload` runs only the benchmarks whose file name contains one of the words.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { formatTable, parseRow } from "../bench/lib/results.mjs";

// One benchmark a line.
const BENCHMARKS = [
  "api.mjs",
  "community.mjs",
  "live-fanout.mjs",
  "upload.mjs",
  "starfield.mjs",
  "web-bundle.mjs",
  "lighthouse.mjs",
  "media.mjs",
];

const folder = new URL("../bench/", import.meta.url);
const only = process.argv.slice(2);
const rows = [];
let failed = 0;
for (const file of BENCHMARKS.filter((name) => !only.length || only.some((word) => name.includes(word)))) {
  console.log(`\n# ${file}`);
  const run = spawn(process.execPath, [new URL(file, folder).pathname], {
    env: { ...process.env, BENCH_COLLECTED: "1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  for await (const line of createInterface({ input: run.stdout })) {
    const row = parseRow(line);
    if (row) rows.push(row);
    else console.log(line);
  }
  const status = run.exitCode ?? (await new Promise((resolve) => run.on("exit", (code) => resolve(code ?? 1))));
  if (status !== 0) failed++;
}
if (rows.length) console.log(`\n${formatTable(rows)}`);
process.exit(failed ? 1 : 0);

// `npm run bench`: runs every benchmark in bench/ one after another (they would disturb each
// other in parallel) and exits non-zero if any of them fails to run.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";

const folder = new URL("../bench/", import.meta.url);
const only = process.argv[2];
const benches = readdirSync(folder).filter((file) => file.endsWith(".mjs") && (!only || file.includes(only))).sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n# ${file}`);
  const run = spawnSync(process.execPath, [new URL(file, folder).pathname], { stdio: "inherit" });
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);

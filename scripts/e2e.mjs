// `npm run test:e2e`: browser tests in Debian's Chromium. Makes sure the browser is there (installing
// Debian's package when it can), builds the web app if its build is missing or older than its sources
// (REBUILD_WEB=1 forces a build) and the server likewise, then runs Playwright.
// Extra arguments go to Playwright, e.g. `npm run test:e2e -- e2e/auth.spec.ts`.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ensureServerBuild } from "./build-server.mjs";

// The headless shell of Debian's Chromium (package chromium-headless-shell): see e2e/playwright.config.ts.
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
const webIndex = new URL("../apps/web/dist/index.html", import.meta.url);
const repoRoot = new URL("..", import.meta.url);

function run(command, args) {
  return spawnSync(command, args, { stdio: "inherit", cwd: repoRoot }).status ?? 1;
}

function howToInstall() {
  console.error(
    `Chromium was not found at ${chromium}.\n` +
      "Install Debian's package and run the tests again:\n" +
      "  sudo apt-get update && sudo apt-get install -y chromium-headless-shell\n" +
      "(or point CHROMIUM_PATH at an installed Chromium).",
  );
  process.exit(1);
}

function ensureChromium() {
  if (existsSync(chromium)) return;
  // Only Debian's package is installed automatically: browser builds downloaded by Playwright are not used.
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get") && !process.env.CHROMIUM_PATH;
  if (!canInstall) howToInstall();
  console.log("Chromium is missing: installing Debian's chromium-headless-shell package...");
  if (run("apt-get", ["update"]) !== 0 || run("apt-get", ["install", "-y", "chromium-headless-shell"]) !== 0 || !existsSync(chromium)) {
    howToInstall();
  }
}

/** Latest modification time under `path` (a file or a folder), 0 when it does not exist. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(`${path}/${name}`)));
}

// Testing a stale build would prove old code: the sources the bundle is made of are compared with it.
function webBuildIsStale() {
  if (!existsSync(webIndex) || process.env.REBUILD_WEB === "1") return true;
  const sources = ["apps/web/src", "apps/web/index.html", "apps/web/vite.config.ts", "packages/sdk/src", "packages/shared/src"];
  const root = fileURLToPath(repoRoot);
  return Math.max(...sources.map((source) => newestMtime(`${root}${source}`))) > statSync(webIndex).mtimeMs;
}

ensureChromium();

if (webBuildIsStale()) {
  const status = run("npm", ["run", "build", "-w", "@soundship/web"]);
  if (status !== 0) process.exit(status);
}
// Built once here, not by each of the config's servers as they start side by side.
await ensureServerBuild();

process.exit(run("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts", ...process.argv.slice(2)]));

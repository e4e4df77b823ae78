// Shared by the web benchmarks: builds the web app, then opens it in Debian's Chromium, signed in,
// with no server. Files come straight from the build (SPA fallback included) and the one API call the
// shell makes, the current user, gets a fixed answer, so the numbers measure the web app and nothing else.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const webRoot = fileURLToPath(new URL("../../apps/web/", import.meta.url));
/** A reserved name: every request to it is answered by the route below and never reaches a network. */
export const ORIGIN = "http://soundship.test";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

const TYPES = { ".js": "text/javascript", ".css": "text/css", ".html": "text/html", ".svg": "image/svg+xml", ".json": "application/json" };

// The shape of `userSchema` (packages/shared): a page that reads a field missing here would crash.
const BENCH_USER = {
  id: "00000000-0000-4000-8000-00000000bench",
  email: "bench@example.com",
  email_verified: true,
  full_name: "Bench Pilot",
  username: null,
  avatar_url: null,
  role: "user",
  stardust: 0,
  xp: 0,
  supernovas: 0,
  membership_tier: null,
  last_daily_card: null,
  timezone: "UTC",
  inventory: { shields: 0, bonus_battle_entries: 0, extra_draws: 0, xp_multiplier_until: null, rank_boost_tier: null, rank_boost_until: null },
  created_date: "2026-01-01T00:00:00.000Z",
  updated_date: "2026-01-01T00:00:00.000Z",
};

/**
 * Builds the current sources into a fresh temporary folder and returns it: the numbers are never those
 * of a stale build, and a server running from apps/web/dist is left alone.
 */
export function buildWeb() {
  const outDir = mkdtempSync(path.join(tmpdir(), "soundship-bench-web-"));
  // The workspace's own vite binary when it is there (npx would add its own chatter to the output).
  const localVite = path.join(webRoot, "node_modules/.bin/vite");
  const [command, ...prefix] = existsSync(localVite) ? [localVite] : ["npx", "vite"];
  const build = spawnSync(command, [...prefix, "build", "--outDir", outDir, "--emptyOutDir"], { cwd: webRoot, stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) throw new Error("building apps/web failed");
  return outDir;
}

/** Removes a build made by buildWeb. */
export function removeBuild(outDir) {
  rmSync(outDir, { recursive: true, force: true });
}

/** The file a request for `pathname` gets: the asset itself, else index.html (SPA fallback). */
function fileFor(distDir, pathname) {
  const candidate = path.join(distDir, path.normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, ""));
  if (candidate.startsWith(distDir) && existsSync(candidate) && path.extname(candidate)) return candidate;
  return path.join(distDir, "index.html");
}

/** Launches Chromium and opens `pagePath` of the build in `distDir` signed in; returns the browser, the page and every path it requested. */
export async function openSignedIn(distDir, { pagePath = "/", viewport = { width: 1280, height: 800 } } = {}) {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const requested = [];
  await context.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    requested.push(url.pathname);
    if (url.pathname.endsWith("/entities/User/me")) return route.fulfill({ json: BENCH_USER });
    if (url.pathname.startsWith("/api/")) return route.fulfill({ status: 404, json: { message: "Not found", code: "NOT_FOUND" } });
    const file = fileFor(distDir, url.pathname);
    return route.fulfill({ body: readFileSync(file), contentType: TYPES[path.extname(file)] ?? "application/octet-stream" });
  });
  const page = await context.newPage();
  await page.goto(`${ORIGIN}${pagePath}?access_token=bench`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.waitForLoadState("networkidle");
  return { browser, page, requested };
}

/** One result line: name, value, budget and verdict. */
export function report(name, value, unit, budget, detail) {
  const pass = value <= budget;
  console.log(`${name}: ${value.toFixed(2)} ${unit} (budget ≤ ${budget} ${unit}) ${pass ? "PASS" : "FAIL"}${detail ? ` — ${detail}` : ""}`);
  return pass;
}

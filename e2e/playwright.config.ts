import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { E2E_CLOCK_START } from "./test-clock";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3311);
const baseURL = `http://localhost:${port}`;
/** The server of the files that move its clock forward (CLOCK_FILES), one port up. */
const clockPort = port + 1;

/**
 * Files whose tests move the server's clock forward (moveClocksTo in fixtures.ts) instead of waiting
 * for a battle's phases. They have a server of their own and run one at a time, so a jump never
 * lands in the middle of another test's countdown.
 */
const CLOCK_FILES = ["battle-loop.spec.ts", "first-orders.spec.ts", "live-updates.spec.ts", "notifications.spec.ts", "overseer-reports.spec.ts"];

// Debian's Chromium headless shell, never a downloaded build (scripts/e2e.mjs makes sure it is
// there). The same engine without the full browser's user interface: each page load costs about half
// the CPU (1.0 against 2.0 CPU-s per signed-in load), and the browser tests are bound by CPU.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

// Fresh, empty databases for every run. Set once in the runner; the workers inherit them and reuse
// them. The runner removes them as it exits, after it has stopped the servers (never a worker: one
// that exits early would take a running server's data with it).
if (!process.env.SOUNDSHIP_E2E_DATA_DIR) {
  const dataDirs = [mkdtempSync(path.join(tmpdir(), "soundship-e2e-")), mkdtempSync(path.join(tmpdir(), "soundship-e2e-clock-"))];
  [process.env.SOUNDSHIP_E2E_DATA_DIR, process.env.SOUNDSHIP_E2E_CLOCK_DATA_DIR] = dataDirs;
  process.once("exit", () => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
}

/** The server under test on `port` over the embedded database in `dataDir`. */
function server(port: number, dataDir: string | undefined) {
  return {
    command: "node scripts/start.mjs",
    cwd: repoRoot,
    url: `http://localhost:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(port),
      // The embedded database in a fresh folder, even when the test run itself has a DATABASE_URL.
      DATABASE_URL: "",
      DATA_DIR: dataDir ?? "",
      LOG_LEVEL: "warn",
      // scripts/e2e.mjs has already brought the build up to date.
      REBUILD_WEB: "0",
      // Every test signs a new pilot up; the production limit of 10 a minute would throttle the suite.
      // The rate-limit message itself is checked with a stubbed answer (auth.spec.ts).
      AUTH_RATE_LIMIT_MAX: "10000",
      // The server's day is the browsers' day (fixtures.ts installs the same clock in each page).
      CLOCK_START: E2E_CLOCK_START,
      // Pilots signed up as overseer-…@example.com are admins (overseer.spec.ts).
      TEST_ADMIN_EMAIL_PREFIX: "overseer-",
      // Every test signs a pilot up: passwords are hashed at a sixteenth of the full cost.
      TEST_PASSWORD_HASH_COST: "1024",
      // Battles in browser tests run through their phases in seconds; the job settles them within one.
      BATTLE_TICK_SECONDS: "1",
    },
  };
}

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  // Playwright's default on two cores is one worker. Most of a browser test is waiting (on the
  // server's clock, a live event, a settled battle), so two share the machine well
  // (E2E_WORKERS to change it).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["line"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Recording a trace for every test cost a fifth of the run's CPU (snapshots of each step in the
    // browser and the runner) to keep the few that fail: a failure in CI is retried with a trace instead.
    trace: "on-first-retry",
    // The animated sky redraws every frame in every open page, which kept a core busy compositing
    // for the whole run. Pages hold it still unless a test is about motion (starfield.spec.ts);
    // the app's behaviour under both settings is otherwise the same.
    reducedMotion: "reduce",
  },
  // The clock files first: they are the longest, and start while the other worker takes the rest.
  projects: [
    { name: "clock", testMatch: CLOCK_FILES.map((file) => `**/${file}`), workers: 1, use: { baseURL: `http://localhost:${clockPort}` } },
    { name: "app", testIgnore: CLOCK_FILES.map((file) => `**/${file}`) },
  ],
  webServer: [server(port, process.env.SOUNDSHIP_E2E_DATA_DIR), server(clockPort, process.env.SOUNDSHIP_E2E_CLOCK_DATA_DIR)],
});

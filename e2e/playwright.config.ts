import { defineConfig } from "@playwright/test";
import { APP_PORT, CLOCK_PORT } from "./servers";

const baseURL = `http://localhost:${APP_PORT}`;

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
    { name: "clock", testMatch: CLOCK_FILES.map((file) => `**/${file}`), workers: 1, use: { baseURL: `http://localhost:${CLOCK_PORT}` } },
    { name: "app", testIgnore: CLOCK_FILES.map((file) => `**/${file}`) },
  ],
  // Both servers under test, started side by side over new embedded databases (servers.ts).
  globalSetup: "./servers.ts",
});

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { E2E_CLOCK_START } from "./test-clock";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3311);
const baseURL = `http://localhost:${port}`;

// Debian's Chromium, never a downloaded build (scripts/e2e.mjs makes sure it is there).
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

// A fresh, empty database for every run. Set once in the runner; the workers inherit it and reuse it.
process.env.SOUNDSHIP_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "soundship-e2e-"));

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
    trace: "retain-on-failure",
  },
  webServer: {
    command: "node scripts/start.mjs",
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      // The embedded database in a fresh folder, even when the test run itself has a DATABASE_URL.
      DATABASE_URL: "",
      DATA_DIR: process.env.SOUNDSHIP_E2E_DATA_DIR,
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
      // Battles in browser tests run through their phases in seconds; the job settles them within one.
      BATTLE_TICK_SECONDS: "1",
    },
  },
});

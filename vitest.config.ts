import { defineConfig } from "vitest/config";

// API tests run on the embedded database always, and on PostgreSQL too when DATABASE_URL is set.
const apiProject = (database: "pglite" | "postgres") => ({
  test: {
    name: `api-${database}`,
    include: ["apps/server/test/**/*.test.ts"],
    // The process test proves the embedded default as `npm start` runs it, the embedded-database test
    // its folders started from a snapshot. The crash and
    // multi-instance tests are about several processes sharing one PostgreSQL (and Redis), and the
    // query plans are PostgreSQL's planner over 100,000 pilots: the embedded database has neither.
    exclude:
      database === "postgres"
        ? ["apps/server/test/process.test.ts", "apps/server/test/embedded-database.test.ts"]
        : ["apps/server/test/crash.test.ts", "apps/server/test/multi-instance.test.ts", "apps/server/test/query-plans.test.ts"],
    env: { TEST_DATABASE: database },
    // Each API file imports the whole server (about 4 s of module loading per file, a quarter of the
    // API projects' time): a worker loads it once and runs its files one after another. Every file
    // builds its own servers and databases, so nothing but module code is shared.
    isolate: false,
    globalSetup: ["apps/server/test/setup/database-templates.ts", "apps/server/test/setup/scratch-root.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker (cores − 1); the API files spend much of their
    // time waiting on their servers and databases, so two keep both cores busy.
    maxWorkers: 2,
    projects: [
      // Unit files restore what they stub (timers, globals) after each test, so one worker runs them
      // one after another in one module graph: loading it again for each file was half their CPU.
      { test: { name: "unit", isolate: false, include: ["packages/*/src/**/*.test.ts", "apps/server/src/**/*.test.ts", "eslint.config.test.ts", "container-image.test.ts"], testTimeout: 15_000 } },
      "apps/web",
      apiProject("pglite"),
      ...(process.env.DATABASE_URL ? [apiProject("postgres")] : []),
    ],
  },
});

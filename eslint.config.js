import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * The core domains and the domains each may import (docs/architecture.md, "Core domains", holds the
 * same table; eslint.config.test.ts checks they agree). Every domain may also use core's own root
 * files (clock, errors, validation), the server's base files (config.ts, services.ts), db/ and shared.
 * Keep it acyclic: a domain that needs something of a domain that needs it moves the piece down.
 */
export const CORE_DOMAINS = {
  auth: ["identity", "ledger", "live", "mail", "metrics", "users"],
  battles: ["functions", "ledger", "live", "media", "membership", "metrics", "notifications", "quests", "xp"],
  cards: ["entities", "functions", "ledger", "live", "quests", "users", "xp"],
  dashboard: ["battles", "functions", "leaderboard"],
  entities: ["identity"],
  functions: ["identity", "jobs", "transactions"],
  health: [],
  identity: ["live"],
  jobs: ["metrics"],
  leaderboard: ["functions", "xp"],
  ledger: ["live", "metrics"],
  live: ["jobs"],
  mail: ["jobs", "metrics"],
  media: ["jobs", "live", "notifications", "transactions", "uploads"],
  membership: ["functions", "jobs", "ledger", "live", "notifications"],
  metrics: [],
  notifications: ["functions", "live", "mail"],
  overseer: ["auth", "battles", "functions", "identity", "jobs", "ledger", "membership", "notifications", "reports", "tournaments"],
  profiles: ["battles", "functions", "leaderboard", "membership", "xp"],
  quests: ["entities", "functions", "ledger", "live", "xp"],
  reports: ["battles", "functions"],
  seed: ["settlement", "tournaments", "uploads"],
  settlement: ["battles", "jobs", "ledger", "live", "metrics", "notifications", "quests", "tournaments", "xp"],
  shop: ["functions", "ledger", "live", "membership", "quests", "users"],
  tournaments: ["battles", "functions", "ledger", "live", "membership", "metrics", "notifications", "quests", "xp"],
  transactions: [],
  uploads: ["functions", "identity", "jobs", "ledger", "membership", "metrics", "quests", "transactions", "xp"],
  users: ["live", "membership", "quests", "uploads"],
  xp: ["membership"],
};

const coreType = (domain) => `server-core-${domain}`;
const ALL_CORE = [...Object.keys(CORE_DOMAINS).map(coreType), "server-core-base"];

/**
 * The layers (STYLE.md rule 1, docs/architecture.md), by folder. An import is allowed only when a
 * policy below names its target; imports inside one element (one feature, say) are always allowed.
 */
const elements = [
  { type: "web-app", pattern: "apps/web/src/app" },
  { type: "web-feature", pattern: "apps/web/src/features/*", capture: ["feature"] },
  { type: "web-component", pattern: "apps/web/src/components" },
  { type: "web-lib", pattern: "apps/web/src/lib" },
  // The root files (main.tsx); descriptors match in order, so the folders above come first.
  { type: "web-entry", pattern: "apps/web/src" },
  { type: "server-route", pattern: "apps/server/src/routes" },
  { type: "server-plugin", pattern: "apps/server/src/plugins" },
  // One element per core domain, then core's own root files (clock.ts, errors.ts, validation.ts).
  ...Object.keys(CORE_DOMAINS).map((domain) => ({ type: coreType(domain), pattern: `apps/server/src/core/${domain}` })),
  { type: "server-core-base", pattern: "apps/server/src/core" },
  { type: "server-db", pattern: "apps/server/src/db" },
  // What every layer may read: the parsed configuration and the services' types.
  { type: "server-base", pattern: ["apps/server/src/config.ts", "apps/server/src/services.ts"], mode: "file" },
  // The composition root (app.ts, server.ts, jobs.ts, served-functions.ts, admin.ts): it assembles
  // the layers, and no layer imports it.
  { type: "server-main", pattern: "apps/server/src" },
  { type: "server-test", pattern: "apps/server/test" },
  { type: "sdk", pattern: "packages/sdk/src" },
  { type: "shared", pattern: "packages/shared/src" },
];

const allow = (from, to) => ({ from: { element: { types: { anyOf: [from].flat() } } }, allow: { to: { element: { types: { anyOf: to } } } } });

const layerPolicies = [
  // The root: main.tsx composes the app, and tests of SPEC.md's texts read every screen's.
  allow("web-entry", ["web-app", "web-feature", "web-component", "web-lib", "sdk", "shared"]),
  allow("web-app", ["web-feature", "web-component", "web-lib", "sdk", "shared"]),
  // Features never import each other: another feature is not in this list, only the same one (internal).
  allow("web-feature", ["web-component", "web-lib", "sdk", "shared"]),
  allow("web-component", ["web-lib", "shared"]),
  allow("web-lib", ["sdk", "shared"]),
  allow("server-main", ["server-main", "server-base", "server-route", "server-plugin", ...ALL_CORE, "server-db", "shared"]),
  allow("server-base", ["server-base", ...ALL_CORE, "server-db", "shared"]),
  // Routes are HTTP only: they call core, never the database.
  allow("server-route", ["server-base", "server-plugin", ...ALL_CORE, "shared"]),
  allow("server-plugin", ["server-base", ...ALL_CORE, "server-db", "shared"]),
  // A core domain imports only the domains its line of CORE_DOMAINS names.
  ...Object.entries(CORE_DOMAINS).map(([domain, uses]) => allow(coreType(domain), [...uses.map(coreType), "server-core-base", "server-base", "server-db", "shared"])),
  allow("server-core-base", ["server-base", "server-db", "shared"]),
  allow("server-db", ["shared"]),
  allow("server-test", ["server-main", "server-base", "server-route", "server-plugin", ...ALL_CORE, "server-db", "server-test", "shared"]),
  // packages/* never import apps/*.
  allow("sdk", ["shared"]),
];

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "data/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["apps/**/*.{ts,tsx}", "packages/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": elements,
      "import/resolver": { typescript: { project: ["apps/*/tsconfig.json", "packages/*/tsconfig.json"], noWarnOnMultipleProjects: true } },
    },
    rules: {
      "boundaries/dependencies": ["error", { default: "disallow", policies: layerPolicies }],
    },
  },
  {
    // The rules of the domain never know they are served over HTTP.
    files: ["apps/server/src/core/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [
        { group: ["fastify", "@fastify/*", "fastify-*"], message: "core/ never imports Fastify: HTTP belongs to routes/ and plugins/." },
        { group: ["prom-client"], message: "core/ counts through core/metrics/domain-metrics.ts; the exporter is plugins/metrics.ts." },
      ] }],
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // The web app talks to the server through the SDK only, so auth, errors and retries behave alike.
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-globals": ["error", ...["fetch", "XMLHttpRequest"].map((name) => ({ name, message: "Call the server through the SDK (lib/sdk/sdk.ts)." }))],
    },
  },
  {
    // Tests read JSON replies loosely; the assertions are what check their shape.
    files: ["**/test/**/*.ts", "**/*.test.ts", "**/*.test.tsx", "e2e/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["scripts/**/*.mjs", "bench/**/*.mjs", "*.config.*"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", setTimeout: "readonly", fetch: "readonly" } },
  },
);

/// <reference types="node" />
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests of the web app: plain functions (routing, formatting, the sky's data), and the odd
// timing a browser test cannot pin down in jsdom (`@vitest-environment jsdom` in that file).
// The browser behaviour is proven by the Playwright suite in e2e/.
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  // The files restore what they stub after each test, so a worker runs them in one module graph
  // instead of loading React and the SDK again for each (vitest.config.ts, the unit project).
  test: { name: "web", isolate: false, include: ["src/**/*.test.{ts,tsx}"] },
});

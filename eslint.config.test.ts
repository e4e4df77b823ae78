import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { CORE_DOMAINS } from "./eslint.config.js";

// Planted imports, linted in memory under file paths where they would sit; nothing is written.
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: import.meta.dirname });
});

async function problems(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const importing = (source: string) => `import * as planted from "${source}";\nexport const value = planted;\n`;

describe("import boundaries", () => {
  it.each([
    ["a feature importing another feature by alias", "apps/web/src/features/cards/planted.ts", "@/features/quests/api/quest-board"],
    ["a feature importing another feature by path", "apps/web/src/features/cards/components/planted.tsx", "../../quests/api/quest-board"],
    ["a component importing a feature", "apps/web/src/components/ui/planted.tsx", "@/features/shop/api/purchase-item"],
    ["a component calling the SDK", "apps/web/src/components/ui/planted.tsx", "@soundship/sdk"],
    ["lib importing the app", "apps/web/src/lib/hooks/planted.ts", "@/app/query-client"],
    ["shared importing the server", "packages/shared/src/planted.ts", "../../../apps/server/src/served-functions.ts"],
    ["the SDK importing the web app", "packages/sdk/src/planted.ts", "../../../apps/web/src/lib/sdk/sdk.ts"],
    ["core importing a route", "apps/server/src/core/quests/planted.ts", "../../routes/health.routes.ts"],
    ["a route querying the database", "apps/server/src/routes/planted.ts", "../db/schema.ts"],
    ["the database importing core", "apps/server/src/db/planted.ts", "../core/ledger/ledger.ts"],
  ])("refuses %s", async (_name, filePath, source) => {
    expect(await problems(filePath, importing(source))).toEqual([expect.stringMatching(/^boundaries\/dependencies: There is no policy allowing/)]);
  });

  it.each([
    ["a feature importing its own files", "apps/web/src/features/cards/planted.ts", "./card-messages"],
    ["a feature importing lib", "apps/web/src/features/cards/planted.ts", "@/lib/sdk"],
    ["a feature importing a component", "apps/web/src/features/cards/planted.ts", "@/components/ui/button"],
    ["the app importing a feature", "apps/web/src/app/planted.ts", "@/features/cards/luck-card-draw-page"],
    ["a route calling core", "apps/server/src/routes/planted.ts", "../core/ledger/ledger.ts"],
    ["core using the database and shared", "apps/server/src/core/quests/planted.ts", "@soundship/shared"],
  ])("allows %s", async (_name, filePath, source) => {
    expect(await problems(filePath, importing(source))).toEqual([]);
  });

  it.each([
    ["core importing the composition root", "apps/server/src/core/quests/planted.ts", "../../app.ts"],
    ["core importing the served list", "apps/server/src/core/battles/planted.ts", "../../served-functions.ts"],
    ["a route importing the composition root", "apps/server/src/routes/planted.ts", "../jobs.ts"],
    ["a plugin importing the server", "apps/server/src/plugins/planted.ts", "../server.ts"],
    ["core's root files importing a domain", "apps/server/src/core/planted.ts", "./ledger/ledger.ts"],
    ["config importing the composition root", "apps/server/src/config.ts", "./admin.ts"],
  ])("refuses %s", async (_name, filePath, source) => {
    expect(await problems(filePath, importing(source))).toEqual([expect.stringMatching(/^boundaries\/dependencies: There is no policy allowing/)]);
  });

  it.each([
    ["core reading the configuration", "apps/server/src/core/uploads/planted.ts", "../../config.ts"],
    ["core using its root files", "apps/server/src/core/quests/planted.ts", "../errors.ts"],
    ["a route reading the services' types", "apps/server/src/routes/planted.ts", "../services.ts"],
    ["the composition root assembling core", "apps/server/src/jobs.ts", "./core/ledger/ledger.ts"],
  ])("allows %s", async (_name, filePath, source) => {
    expect(await problems(filePath, importing(source))).toEqual([]);
  });

  it("keeps Fastify out of core", async () => {
    expect(await problems("apps/server/src/core/quests/planted.ts", importing("fastify"))).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*core\/ never imports Fastify/),
    ]);
    expect(await problems("apps/server/src/routes/planted.ts", importing("fastify"))).toEqual([]);
  });

  it("keeps the metrics exporter out of core", async () => {
    expect(await problems("apps/server/src/core/battles/planted.ts", importing("prom-client"))).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*core\/metrics\/domain-metrics\.ts/),
    ]);
    expect(await problems("apps/server/src/plugins/planted.ts", importing("prom-client"))).toEqual([]);
  });
});

describe("the web app's calls", () => {
  it("go through the SDK, never a raw fetch or XMLHttpRequest", async () => {
    const text = "export const send = () => fetch(\"/api/apps/soundship/uploads/x\", { method: \"PUT\" });\n";
    expect(await problems("apps/web/src/features/transmissions/api/planted.ts", text)).toEqual([expect.stringMatching(/^no-restricted-globals: .*through the SDK/)]);
  });
});

describe("React hooks", () => {
  it("refuses a hook called conditionally", async () => {
    const text = 'import { useState } from "react";\nexport function Planted({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n';
    expect(await problems("apps/web/src/features/cards/planted.tsx", text)).toEqual([expect.stringMatching(/^react-hooks\/rules-of-hooks: /)]);
  });
});

/** A real file of core domain `domain`, to plant an import of. */
const fileOf = (domain: string) => readdirSync(`${import.meta.dirname}/apps/server/src/core/${domain}`).find((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))!;

describe("core domains", () => {
  const domains = Object.keys(CORE_DOMAINS) as (keyof typeof CORE_DOMAINS)[];

  it("has an element for every folder of core, and no other", () => {
    const folders = readdirSync(`${import.meta.dirname}/apps/server/src/core`, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(domains.toSorted()).toEqual(folders.toSorted());
  });

  // One planted violation per domain: an import of a domain its line does not name.
  it.each(domains.map((domain) => [domain, domains.find((other) => other !== domain && !(CORE_DOMAINS[domain] as string[]).includes(other))!]))(
    "refuses %s importing %s",
    async (domain, other) => {
      expect(await problems(`apps/server/src/core/${domain}/planted.ts`, importing(`../${other}/${fileOf(other)}`))).toEqual([
        expect.stringMatching(/^boundaries\/dependencies: There is no policy allowing/),
      ]);
    },
  );

  it.each(domains.flatMap((domain) => (CORE_DOMAINS[domain] as string[]).slice(0, 1).map((other) => [domain, other])))("allows %s importing %s", async (domain, other) => {
    expect(await problems(`apps/server/src/core/${domain}/planted.ts`, importing(`../${other}/${fileOf(other)}`))).toEqual([]);
  });

  it("are acyclic: no domain reaches itself through the table", () => {
    const reaches = (from: string, seen = new Set<string>()): Set<string> => {
      for (const next of CORE_DOMAINS[from as keyof typeof CORE_DOMAINS] as string[]) if (!seen.has(next)) reaches(next, seen.add(next));
      return seen;
    };
    expect(domains.filter((domain) => reaches(domain).has(domain))).toEqual([]);
  });

  it("are the table of docs/architecture.md", () => {
    const doc = readFileSync(`${import.meta.dirname}/docs/architecture.md`, "utf8");
    const section = doc.slice(doc.indexOf("## Core domains"));
    const rows = [...section.matchAll(/^\| `(\w+)` \| (.*?) \|$/gm)].map(([, domain, uses]) => [domain, [...uses!.matchAll(/`(\w+)`/g)].map((match) => match[1])]);
    expect(Object.fromEntries(rows)).toEqual(CORE_DOMAINS);
  });
});

/** Every source file of the apps and packages, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The files `file` imports by a relative path (or the web app's `@/` alias), type-only imports included. */
function importsOf(file: string): string[] {
  const web = join(import.meta.dirname, "apps/web/src");
  return [...readFileSync(file, "utf8").matchAll(/(?:^|\n)\s*(?:import|export)[^"';]*?from\s+["']([^"']+)["']/g)].flatMap(([, source]) => {
    const base = source!.startsWith("@/") ? join(web, source!.slice(2)) : source!.startsWith(".") ? resolve(dirname(file), source!) : null;
    if (!base) return [];
    return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].filter((path) => /\.tsx?$/.test(path) && existsSync(path)).slice(0, 1);
  });
}

describe("import cycles", () => {
  it("no file reaches itself through its imports", () => {
    const files = ["apps/server/src", "apps/web/src", "packages/shared/src", "packages/sdk/src"].flatMap((dir) => sourceFiles(join(import.meta.dirname, dir)));
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (file: string, path: string[]) => {
      state.set(file, "open");
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === "open") cycles.push([...path.slice(path.indexOf(next)), next].map((step) => relative(import.meta.dirname, step)).join(" → "));
        else if (!state.has(next)) visit(next, [...path, next]);
      }
      state.set(file, "done");
    };
    for (const file of files) if (!state.has(file)) visit(file, [file]);
    expect(cycles).toEqual([]);
  });
});

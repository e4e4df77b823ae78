import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

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
    ["lib importing the app", "apps/web/src/lib/planted.ts", "@/app/query-client"],
    ["shared importing the server", "packages/shared/src/planted.ts", "../../../apps/server/src/served-functions.ts"],
    ["the SDK importing the web app", "packages/sdk/src/planted.ts", "../../../apps/web/src/lib/sdk.ts"],
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

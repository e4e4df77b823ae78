/// <reference types="node" />
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A browser test that stubs a function proves the screen against the stub's reply only. Each stub's
 * reply is parsed by its contract (e2e/function-stubs.ts); this check adds that every function a
 * browser test stubs also runs against the real server in some browser test: a spec that opens a
 * page calling it without stubbing it.
 */
const ROOT = new URL("../../../../", import.meta.url).pathname;
const E2E = join(ROOT, "e2e");
const WEB = join(ROOT, "apps/web/src");

/** Functions stubbed in some browser test yet never run unstubbed, each with why it cannot be. */
const STUB_ONLY: Record<string, string> = {};

const read = (path: string) => readFileSync(path, "utf8");
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
const matches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]!);

/** Function names a source invokes through the SDK. */
const invoked = (source: string) => matches(source, /invoke\(\s*"(\w+)"/g);

/** Page name → the functions its screens call: the features (and shared lib hooks) its registry entry loads. */
function pageFunctions(): Map<string, Set<string>> {
  const calls = (files: string[]) => new Set(files.flatMap((file) => invoked(read(file))));
  const featureCalls = (feature: string) => calls(filesUnder(join(WEB, "features", feature)));
  const libCalls = calls(filesUnder(join(WEB, "lib")));
  const pages = new Map<string, Set<string>>();
  for (const [, name, target] of read(join(WEB, "app/page-registry.ts")).matchAll(/^\s*(\w+): page\(\(\) => import\("([^"]+)"\)/gm)) {
    const features = target!.startsWith("@/features/")
      ? [target!.split("/")[2]!]
      : matches(read(join(WEB, "app", `${target!.slice(2)}.tsx`)), /from "@\/features\/(\w[\w-]*)\//g);
    pages.set(name!, new Set([...features.flatMap((feature) => [...featureCalls(feature)]), ...libCalls]));
  }
  return pages;
}

/** One browser test: the functions it stubs and the pages it opens. */
interface BrowserTest {
  file: string;
  title: string;
  stubbed: Set<string>;
  pages: Set<string>;
}

/** The functions a piece of a spec stubs, whichever helper of function-stubs.ts or board-mocks.ts it uses. */
const stubsIn = (source: string) => [
  ...matches(source, /(?:stubFunction|fulfilFunction|contractReply)\(\s*\w+,\s*(\w+)Contract/g),
  ...matches(source, /contractReply\(\s*(\w+)Contract/g),
  ...matches(source, /functionUrl\(\s*"(\w+)"\)/g),
  ...matches(source, /\/functions\/(\w+)/g),
  ...matches(source, /holdThenFail\(\s*\w+,\s*\[([^\]]*)\]/g).flatMap((list) => matches(list, /"(\w+)"/g)),
];

/**
 * Every test of every spec. A spec's helpers (before its first test) that stub count for each test
 * that calls them; the pages a test opens are the paths it hands to `openAsPilot`, `goto` or `pageAs`.
 */
function browserTests(): BrowserTest[] {
  return readdirSync(E2E)
    .filter((file) => file.endsWith(".spec.ts"))
    .flatMap((file) => {
      const [preamble = "", ...tests] = read(join(E2E, file)).split(/^(?=[ \t]*test\()/m);
      const helpers = preamble.split(/^(?=(?:async )?function |const )/m).flatMap((chunk) => {
        const name = /^(?:async )?function (\w+)|^const (\w+)/.exec(chunk);
        const stubs = stubsIn(chunk);
        return name && stubs.length > 0 ? [{ name: (name[1] ?? name[2])!, stubs }] : [];
      });
      return tests.map((body) => ({
        file,
        title: /test\(\s*[`"'](.*?)[`"']/.exec(body)?.[1] ?? "",
        stubbed: new Set([...stubsIn(body), ...helpers.filter((helper) => new RegExp(`\\b${helper.name}\\(`).test(body)).flatMap((helper) => helper.stubs)]),
        pages: new Set(matches(body, /(?:openAs\w*|goto|pageAs)\([^)]*?[`"']\/(\w*)/g).map((page) => page || "Dashboard")),
      }));
    });
}

/** Every stubbed function → the specs that run it for real. */
function realRuns() {
  const byPage = pageFunctions();
  const all = browserTests();
  const runs = new Map<string, string[]>();
  for (const name of new Set(all.flatMap((test) => [...test.stubbed]))) {
    const real = all.filter((test) => !test.stubbed.has(name) && [...test.pages].some((page) => byPage.get(page)?.has(name)));
    runs.set(name, real.map((test) => `${test.file}: ${test.title}`));
  }
  return runs;
}

describe("browser-test stubs", () => {
  it("finds the stubs and the pages the specs open", () => {
    const all = browserTests();
    const judging = all.filter((test) => test.file === "judge-panel.spec.ts");
    expect(judging[0]?.stubbed).toEqual(new Set(["judgeBattles", "judgeSubmissions", "submitScores"]));
    expect(judging[0]?.pages).toEqual(new Set(["JudgePanel"]));
    expect(all.find((test) => test.file === "leaderboard.spec.ts")?.pages).toContain("Leaderboard");
    expect(pageFunctions().get("JudgePanel")).toContain("submitScores");
  });

  it("run every stubbed function against the real server in some browser test", () => {
    const neverReal = [...realRuns()].filter(([, files]) => files.length === 0).map(([name]) => name);
    expect(neverReal.filter((name) => !(name in STUB_ONLY)).sort()).toEqual([]);
  });

  it("list as stub-only only functions that are stubbed and never run for real", () => {
    const runs = realRuns();
    for (const name of Object.keys(STUB_ONLY)) expect(runs.get(name), name).toEqual([]);
  });
});

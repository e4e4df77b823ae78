// The JavaScript a signed-in pilot downloads for the first page (the Dashboard at `/`), gzip-compressed
// as the server sends it. Budget: 150 KB (DESIGN.md section 8).
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { buildWeb, openSignedIn, removeBuild, report } from "./lib/web-harness.mjs";

const BUDGET_KB = 150;

const distDir = buildWeb();
const { browser, requested } = await openSignedIn(distDir, { pagePath: "/" });
await browser.close();

const scripts = [...new Set(requested.filter((pathname) => pathname.endsWith(".js")))];
const bytes = scripts.reduce((sum, pathname) => sum + gzipSync(readFileSync(path.join(distDir, pathname))).length, 0);
removeBuild(distDir);
const ok = report("web first-page JS (gzip)", bytes / 1000, "KB", BUDGET_KB, `${scripts.length} files loaded for /`);
process.exit(ok ? 0 : 1);

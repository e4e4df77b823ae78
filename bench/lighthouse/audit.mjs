// Lighthouse (mobile profile, its default simulated throttling) on Debian's Chromium: each page is
// audited several times and every figure is the median of the runs, as one run varies by several
// points on a busy machine.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
const CATEGORIES = ["performance", "accessibility", "best-practices"];
/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART, say): such a run is made again. */
const ATTEMPTS = 3;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The figures of one run: scores 0–100, times in ms. */
function figures(lhr) {
  const score = (category) => Math.round((lhr.categories[category].score ?? 0) * 100);
  const observed = lhr.audits.metrics.details?.items?.[0] ?? {};
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
    observedLcpMs: observed.observedLargestContentfulPaint ?? Number.NaN,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    tbtMs: lhr.audits["total-blocking-time"].numericValue,
    // Lighthouse's measure of the host's speed: its CPU throttling assumes a fast desktop (it warns below 1,000).
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** What keeps a run from full marks: every scored audit below 1 in the three categories, by id. */
function shortfalls(lhr) {
  const ids = new Set();
  for (const category of CATEGORIES) {
    for (const { id, weight } of lhr.categories[category].auditRefs) {
      const { score } = lhr.audits[id];
      if (weight > 0 && score !== null && score < 1) ids.add(`${id} (${Math.round(score * 100)})`);
    }
  }
  return [...ids];
}

/** The addresses of the scripts a run loaded. */
const scripts = (lhr) => (lhr.audits["network-requests"].details?.items ?? []).filter((request) => request.resourceType === "Script").map((request) => request.url);

/** One Lighthouse run of `page`, made again when Lighthouse itself fails. */
async function auditOnce(page, port) {
  for (let attempt = 1; ; attempt++) {
    const answer = await lighthouse(page.url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
    const failure = answer ? answer.lhr.runtimeError?.message : "no result";
    if (!failure) return answer;
    if (attempt === ATTEMPTS) throw new Error(`${page.name}: ${failure}`);
    console.log(`${page.name}: Lighthouse failed (${failure}); running it again`);
  }
}

/**
 * Audits each of `pages` ({name, url}) `runs` times in one Chromium; returns per page the median
 * figures, and the shortfalls and scripts of its run with the median performance score. With
 * `reportDir`, every run's report is written there as JSON.
 */
export async function auditPages(pages, { runs, reportDir }) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const results = [];
    for (const page of pages) {
      const lhrs = [];
      for (let run = 1; run <= runs; run++) {
        const answer = await auditOnce(page, chrome.port);
        lhrs.push(answer.lhr);
        if (reportDir) {
          mkdirSync(reportDir, { recursive: true });
          writeFileSync(path.join(reportDir, `${page.name.replaceAll(" ", "-")}-${run}.json`), answer.report);
        }
      }
      const runFigures = lhrs.map(figures);
      const medians = Object.fromEntries(Object.keys(runFigures[0]).map((key) => [key, median(runFigures.map((figure) => figure[key]))]));
      const byScore = lhrs.map((lhr, index) => ({ lhr, performance: runFigures[index].performance })).sort((a, b) => a.performance - b.performance);
      const middle = byScore[(byScore.length - 1) >> 1].lhr;
      results.push({ ...page, ...medians, shortfalls: shortfalls(middle), scripts: scripts(middle), warnings: middle.runWarnings });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

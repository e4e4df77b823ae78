// One result row per workload. A benchmark prints its rows as `bench-row {json}` lines; `npm run
// bench` (scripts/bench.mjs) gathers them from every benchmark into one table at the end.
const PREFIX = "bench-row ";
/** Set by `npm run bench`, which prints every benchmark's rows together. */
const COLLECTED = process.env.BENCH_COLLECTED === "1";

/**
 * @typedef {{ workload: string, connections?: number, unit?: string, value: number, p50?: number, p99?: number,
 *   baseline?: number, baselineP50?: number, baselineP99?: number, cpu?: number, baselineCpu?: number,
 *   errors: number, ratio: number, target: string, pass: boolean }} Row
 * `cpu` and `baselineCpu`: the server process's CPU microseconds per request, ours and the baseline's.
 * A row with an absolute target and no baseline leaves `baseline` out; its `ratio` is its share of the target.
 */

/** Hands a row to `npm run bench`'s table (and returns it). */
export function emitRow(row) {
  if (COLLECTED) console.log(`${PREFIX}${JSON.stringify(row)}`);
  return row;
}

/** A benchmark run on its own prints its rows itself. */
export function printTable(rows) {
  if (!COLLECTED) console.log(formatTable(rows));
}

/** The row of an output line, or null for any other line. */
export function parseRow(line) {
  return line.startsWith(PREFIX) ? JSON.parse(line.slice(PREFIX.length)) : null;
}

const ms = (value) => (value === undefined ? "" : value.toFixed(value < 10 ? 2 : 1));
const num = (value) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

/** The rows as one Markdown table. */
export function formatTable(rows) {
  const header = ["workload", "conns", "Soundship", "p50 ms", "p99 ms", "bare", "bare p50", "bare p99", "CPU µs/req ours / bare", "errors", "ratio", "target", ""];
  const lines = rows.map((row) => [
    row.workload,
    row.connections ?? "",
    `${num(row.value)} ${row.unit ?? "req/s"}`,
    ms(row.p50),
    ms(row.p99),
    row.baseline === undefined ? "" : `${num(row.baseline)} ${row.unit ?? "req/s"}`,
    ms(row.baselineP50),
    ms(row.baselineP99),
    row.cpu === undefined ? "" : row.baselineCpu === undefined ? row.cpu.toFixed(0) : `${row.cpu.toFixed(0)} / ${row.baselineCpu.toFixed(0)}`,
    row.errors,
    row.ratio.toFixed(2),
    row.target,
    row.pass ? "PASS" : "FAIL",
  ]);
  const table = [header, header.map(() => "---"), ...lines].map((cells) => `| ${cells.join(" | ")} |`);
  return table.join("\n");
}

import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freshPostgres, testDatabaseKind } from "../helpers/database.ts";

// A job worker process killed with SIGKILL in the middle of a job, and a new one started: the job
// is taken again once its lease has expired (the new process's clock starts past it) and finishes
// once. Runs on the embedded database (a data directory, as `npm start` keeps it) and on PostgreSQL.
const main = fileURLToPath(new URL("../helpers/job-process-main.ts", import.meta.url));
const root = fileURLToPath(new URL("../../../../", import.meta.url));
const CLOCK_START = Date.parse("2026-11-18T12:00:00Z");

let fresh: Awaited<ReturnType<typeof freshPostgres>> | null = null;
const dataDir = mkdtempSync(path.join(tmpdir(), "soundship-jobs-crash-"));
const children: ChildProcess[] = [];

beforeAll(async () => {
  if (testDatabaseKind === "postgres") fresh = await freshPostgres();
});
afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await fresh?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

function startWorker(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", main], {
    cwd: root,
    env: { ...process.env, ...(fresh ? { JOB_DATABASE_URL: fresh.url } : { JOB_DATA_DIR: dataDir, JOB_SNAPSHOT: inject("pgliteSnapshot") }), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  const waiters: { pattern: RegExp; resolve: (match: RegExpMatchArray) => void }[] = [];
  const check = () => {
    for (const waiter of [...waiters]) {
      const match = output.match(waiter.pattern);
      if (match) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(match);
      }
    }
  };
  child.stdout!.on("data", (chunk) => ((output += chunk), check()));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    /** The first line matching `pattern`; fails with the output when the process ends first. */
    async line(pattern: RegExp, waitMs = 60_000): Promise<RegExpMatchArray> {
      let timer: NodeJS.Timeout | undefined;
      try {
        return await Promise.race([
          new Promise<RegExpMatchArray>((resolve) => (waiters.push({ pattern, resolve }), check())),
          exited.then((code) => Promise.reject(new Error(`exited ${code} before ${pattern}:\n${output}`))),
          new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no ${pattern} in ${waitMs} ms:\n${output}`)), waitMs))),
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

describe(`a job through a kill -9 (${testDatabaseKind})`, () => {
  it("is taken again after the restart and finishes exactly once", async () => {
    const first = startWorker({ JOB_ENQUEUE: "1", JOB_HANG: "1", CLOCK_START: new Date(CLOCK_START).toISOString() });
    const [, enqueued] = await first.line(/enqueued (\S+)/);
    const [, started, attempt] = await first.line(/started (\S+) (\d+)/);
    expect([started, attempt]).toEqual([enqueued, "1"]);
    first.child.kill("SIGKILL");
    await first.exited;

    // The next start reads a clock past the first attempt's lease (60 s limit + 30 s margin).
    const second = startWorker({ CLOCK_START: new Date(CLOCK_START + 5 * 60_000).toISOString() });
    const [, again, secondAttempt] = await second.line(/started (\S+) (\d+)/);
    expect([again, secondAttempt]).toEqual([enqueued, "2"]);
    const [, report] = await second.line(/report (.+)\n/);
    expect(JSON.parse(report!)).toEqual({ id: enqueued, status: "completed", attempts: 2, effects: 1, last_error: expect.stringMatching(/^Attempt 1 stopped without finishing/) });
    expect(await second.exited).toBe(0);
  }, 150_000);
});

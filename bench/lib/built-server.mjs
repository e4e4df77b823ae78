// The built server (`apps/server/dist/server.js`, as `npm start` runs it) in a process of its own,
// on a free loopback port, for the benchmarks that measure it from outside.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureServerBuild, SERVER_BUILD, SERVER_NODE_OPTIONS } from "../../scripts/build-server.mjs";

/** A loopback port nothing listens on. */
export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Builds the server if needed, starts it with `env` on top of ours (its port, loopback host and a
 * temporary DATA_DIR set here) and resolves once /healthz answers, within `startSeconds`, with its
 * origin, its pid and `stop()`, which ends it and removes its folder.
 */
export async function startBuiltServer({ env, startSeconds = 60 }) {
  await ensureServerBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "soundship-bench-"));
  // BENCH_PROFILE=DIR writes the server's CPU profile there when it stops, as the API benchmark's does.
  const profile = process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, ...SERVER_NODE_OPTIONS, SERVER_BUILD], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + startSeconds * 1000; !(await fetch(`${origin}/healthz`).then((r) => r.ok, () => false)); ) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error("the server did not start");
    }
    await sleep(100);
  }
  return { origin, pid: child.pid, stop };
}

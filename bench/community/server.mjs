// The built server (`apps/server/dist/server.js`, as `npm start` runs it) in its own process, in
// production mode, on the community database.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureServerBuild, SERVER_BUILD } from "../../scripts/build-server.mjs";

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the server on `databaseUrl` and resolves once it answers /healthz, with its origin and a
 * `stop()`. Its battle tick runs every second, so a battle whose voting is over settles at once.
 */
export async function startServer(databaseUrl) {
  await ensureServerBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "soundship-bench-community-"));
  const child = spawn(process.execPath, ["--enable-source-maps", SERVER_BUILD], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      AUTH_SECRET: randomBytes(32).toString("hex"),
      // Warnings and errors only; the mails the settlement queues are printed by the console transport.
      LOG_LEVEL: "warn",
      BATTLE_TICK_SECONDS: "1",
    },
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
  // A first start on a seed migrates it, which on millions of rows takes minutes.
  for (let i = 0; !(await fetch(`${origin}/healthz`).then((r) => r.ok, () => false)); i++) {
    if (i > 9000 || child.exitCode !== null) {
      await stop();
      throw new Error("the server did not start");
    }
    await sleep(100);
  }
  return { origin, pid: child.pid, stop };
}

/**
 * Waits for the job queue to be empty of what an earlier run left (the mails of its settlement
 * go out at this start), so nothing but the benchmark's own load is measured.
 */
export async function queueDrained(client) {
  for (let waited = 0; ; waited += 2) {
    const { rows: [{ pending }] } = await client.query("select count(*)::int as pending from jobs where status in ('queued', 'running') and name = 'mail.send'");
    if (!pending) return;
    if (waited % 30 === 0) console.log(`waiting for ${pending} queued mails of an earlier run to go out`);
    if (waited > 1800) throw new Error(`${pending} mails still queued after 30 minutes`);
    await sleep(2_000);
  }
}

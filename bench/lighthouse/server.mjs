// The built server (`apps/server/dist/server.js`, as `npm start` runs it) in its own process, in
// production mode on the embedded database in a temporary folder, serving a given web build.
import { spawn } from "node:child_process";
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

/** Starts the server on a free loopback port with `webDist` as its web app; resolves once it answers. */
export async function startBuiltServer(webDist) {
  await ensureServerBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "soundship-lighthouse-"));
  const server = spawn(process.execPath, [SERVER_BUILD], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      AUTH_SECRET: "lighthouse-bench-secret-".padEnd(40, "x"),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let tries = 0; !(await fetch(`${base}/healthz`).then((r) => r.ok, () => false)); tries++) {
    if (tries > 600 || server.exitCode !== null) {
      await stop();
      throw new Error("the server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, stop };
}

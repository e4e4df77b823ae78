import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { SERVER_NODE_OPTIONS } from "../../../../scripts/build-server.mjs";

// The server as `npm start` runs it: a real process running the built JavaScript, built first when
// the build is missing or older than the sources (scripts/build-server.mjs), so the sources are what runs.
const buildScript = fileURLToPath(new URL("../../../../scripts/build-server.mjs", import.meta.url));
const entry = fileURLToPath(new URL("../../dist/server.js", import.meta.url));

let built = false;

/** Checked once per test process: the sources do not change during a run, and each check is a Node start. */
function ensureServerBuild(): void {
  if (built) return;
  const build = spawnSync(process.execPath, [buildScript], { encoding: "utf8" });
  if (build.status !== 0) throw new Error(`building the server failed:\n${build.stdout}${build.stderr}`);
  built = true;
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
  output(): string;
  /** Set when the process never answered its health check. */
  failed?: true;
}

/** A free loopback port. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts the server process with `env` on top of this one's (the embedded database unless `env`
 * names a DATABASE_URL) and waits until /healthz answers. The caller kills it.
 */
export async function launchServer(env: Record<string, string>, port?: number, waitMs = 60_000): Promise<ServerProcess> {
  const listenOn = port ?? (await freePort());
  ensureServerBuild();
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, entry], {
    // Passwords are hashed at the tests' cost unless `env` sets TEST_PASSWORD_HASH_COST ("" for the full one).
    env: { ...process.env, DATABASE_URL: "", PORT: String(listenOn), HOST: "127.0.0.1", LOG_LEVEL: "warn", TEST_PASSWORD_HASH_COST: "1024", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${listenOn}`;
  for (const deadline = Date.now() + waitMs; Date.now() < deadline; ) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/healthz`).then((reply) => reply.ok, () => false);
    if (ok) return { child, url, exited, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url, exited, output: () => output, failed: true };
}

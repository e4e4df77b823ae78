import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { E2E_CLOCK_START } from "./test-clock";

/** The server the tests run against. */
export const APP_PORT = Number(process.env.E2E_PORT ?? 3311);
/** The server of the files that move its clock forward (CLOCK_FILES in the config), one port up. */
export const CLOCK_PORT = APP_PORT + 1;

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const START_TIMEOUT_MS = 180_000;

/** What the servers under test run with, on top of the runner's own environment. */
function serverEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    // The embedded database in a fresh folder, even when the test run itself has a DATABASE_URL.
    DATABASE_URL: "",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    // scripts/e2e.mjs has already brought the build up to date.
    REBUILD_WEB: "0",
    // Every test signs a new pilot up; the production limit of 10 a minute would throttle the suite.
    // The rate-limit message itself is checked with a stubbed answer (auth.spec.ts).
    AUTH_RATE_LIMIT_MAX: "10000",
    // The server's day is the browsers' day (fixtures.ts installs the same clock in each page).
    CLOCK_START: E2E_CLOCK_START,
    // Pilots signed up as overseer-…@example.com are admins (overseer.spec.ts).
    TEST_ADMIN_EMAIL_PREFIX: "overseer-",
    // Tests run side by side and read the boards right after changing them: a list another test
    // read a moment before would be shared (decisions/031; the sharing is tested in the API tests).
    SHARED_READS_MS: "0",
    // Every test signs a pilot up: passwords are hashed at a sixteenth of the full cost.
    TEST_PASSWORD_HASH_COST: "1024",
    // Battles in browser tests run through their phases in seconds; the job settles them within one.
    BATTLE_TICK_SECONDS: "1",
  };
}

const healthy = (port: number) => fetch(`http://localhost:${port}/healthz`).then((reply) => reply.ok, () => false);

interface RunningServer {
  child: ChildProcess;
  dataDir: string;
}

/** Starts `npm start`'s server on `port` over a new, empty embedded database, and waits until it answers. */
async function startServer(port: number): Promise<RunningServer> {
  if (await healthy(port)) throw new Error(`Port ${port} already has a server: stop it, or set E2E_PORT to another port`);
  const dataDir = mkdtempSync(path.join(tmpdir(), `soundship-e2e-${port}-`));
  // Its own process group, so stopping it stops the server start.mjs runs too.
  const child = spawn(process.execPath, ["scripts/start.mjs"], { cwd: repoRoot, detached: true, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...serverEnv(port, dataDir) } });
  const server = { child, dataDir };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await healthy(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopServer(server);
      throw new Error(`The server on port ${port} ${child.exitCode !== null ? `exited with code ${child.exitCode}` : "did not answer within 3 minutes"}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}

/** Signals a server's process group (start.mjs and the server it runs), if it is still there. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // Already gone.
  }
}

/** Stops a server (SIGTERM, then SIGKILL after 10 s) and removes its data. */
async function stopServer({ child, dataDir }: RunningServer): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    signalGroup(child, "SIGTERM");
    const timer = setTimeout(() => signalGroup(child, "SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * The two servers under test, started side by side (Playwright's own webServer entries start one
 * after the other: each migrates and seeds a new database, so that was ten seconds of every run),
 * and stopped, their data removed, when the run ends.
 */
export default async function startServers(): Promise<() => Promise<void>> {
  const started = await Promise.allSettled([APP_PORT, CLOCK_PORT].map(startServer));
  const servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const stopAll = () => Promise.all(servers.map(stopServer)).then(() => undefined);
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  // A runner that dies without its teardown still takes the servers with it.
  const killAll = () => servers.forEach(({ child }) => signalGroup(child, "SIGKILL"));
  process.once("exit", killAll);
  return async () => {
    process.off("exit", killAll);
    await stopAll();
  };
}

import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

// The server as `npm start` runs it: a real process on the embedded database in DATA_DIR.
const entry = fileURLToPath(new URL("../src/server.ts", import.meta.url));
const children: ChildProcess[] = [];
afterEach(() => children.forEach((child) => child.kill("SIGKILL")));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function launch(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    // The embedded default, even when the test run itself has a DATABASE_URL.
    env: { ...process.env, DATABASE_URL: "", PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/healthz`).then((reply) => reply.ok, () => false);
    if (ok) return { child, url, exited, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url, exited, output: () => output, failed: true };
}

describe("server process", () => {
  it("keeps data across a restart and shuts down cleanly on SIGTERM", async () => {
    const DATA_DIR = mkdtempSync(path.join(tmpdir(), "soundship-data-"));
    const first = await launch({ DATA_DIR });
    expect(first.failed, first.output()).toBeUndefined();
    const register = await fetch(`${first.url}/api/apps/soundship/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "keeper@soundship.test", password: "persist-me-1", full_name: "Keeper" }),
    });
    const { access_token: token } = (await register.json()) as { access_token: string };
    // The embedded mail: a reset link is one plain line of output, not an escaped JSON log record.
    await fetch(`${first.url}/api/apps/soundship/auth/reset-password/request`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "keeper@soundship.test" }),
    });
    await expect.poll(first.output).toMatch(
      /^Mail to keeper@soundship\.test · Reset your Soundship password · .*: http:\/\/localhost:\d+\/login\?reset_token=\S+$/m,
    );
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);

    const second = await launch({ DATA_DIR });
    expect(second.failed, second.output()).toBeUndefined();
    const me = await fetch(`${second.url}/api/apps/soundship/entities/User/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: "keeper@soundship.test", stardust: 100 });
    second.child.kill("SIGINT");
    expect(await second.exited).toBe(0);
  }, 60_000);

  it("refuses to start on bad configuration, saying what is wrong", async () => {
    const bad = await launch({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "soundship-data-")), DATABASE_URL: "not a url" });
    expect(bad.failed).toBe(true);
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain("DATABASE_URL: must be a postgres:// connection URL");
  }, 30_000);
});

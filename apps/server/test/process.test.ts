import type { ChildProcess } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { launchServer } from "./helpers/process.ts";
import { scratchDir } from "./helpers/scratch-dir.ts";

const START_WAIT_MS = 180_000;
const children: ChildProcess[] = [];
afterEach(() => children.forEach((child) => child.kill("SIGKILL")));

/**
 * The embedded default as `npm start` runs it, even when the test run itself has a DATABASE_URL, and
 * with passwords hashed at the full cost.
 */
async function launch(env: Record<string, string>) {
  // A new data directory's first start creates and migrates the database: about 10 CPU-s, which a
  // busy 2-core machine stretched past the default minute.
  const server = await launchServer({ TEST_PASSWORD_HASH_COST: "", ...env }, undefined, START_WAIT_MS);
  children.push(server.child);
  return server;
}

describe("server process", () => {
  it("keeps data across a restart and shuts down cleanly on SIGTERM", async () => {
    const DATA_DIR = scratchDir("data");
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
    await expect.poll(first.output, { timeout: 30_000 }).toMatch(
      /^Mail to keeper@soundship\.test · Reset your Soundship password · .*: http:\/\/localhost:\d+\/login\?reset_token=[\w%-]+ .*$/m,
    );
    // Without SMTP_URL the start says where mails go.
    expect(first.output()).toContain("mail: console (SMTP_URL is not set: mails are printed, not sent)");
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);

    const second = await launch({ DATA_DIR });
    expect(second.failed, second.output()).toBeUndefined();
    const me = await fetch(`${second.url}/api/apps/soundship/entities/User/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: "keeper@soundship.test", stardust: 100 });
    second.child.kill("SIGINT");
    expect(await second.exited).toBe(0);
  }, 2 * START_WAIT_MS);

  it("refuses to start on bad configuration, saying what is wrong", async () => {
    const bad = await launch({ DATA_DIR: scratchDir("data"), DATABASE_URL: "not a url" });
    expect(bad.failed).toBe(true);
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain("DATABASE_URL: must be a postgres:// connection URL");
  }, START_WAIT_MS);
});

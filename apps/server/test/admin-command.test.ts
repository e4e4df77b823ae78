import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

// `npm run admin` as an operator runs it: refused, and saying where it looked, when the database it
// was pointed at holds no Soundship data (it must never create one and then report "No pilot").
// A PostgreSQL database without Soundship's tables: multi-instance.test.ts, which has PostgreSQL.
const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), "soundship-admin-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function admin(args: string[], env: Record<string, string>) {
  const run = promisify(execFile)(process.execPath, ["--import", "tsx", "apps/server/src/admin.ts", ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "error", ...env },
  });
  return run.then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (failure: { code: number; stdout: string; stderr: string }) => ({ code: failure.code, stdout: failure.stdout, stderr: failure.stderr }),
  );
}

describe("npm run admin", () => {
  it("refuses a data directory without Soundship data, names it, and creates nothing", async () => {
    const dataDir = path.join(scratch, "not-yet-there");
    const reply = await admin(["grant", "ada@example.test"], { DATA_DIR: dataDir });
    expect(reply.code).toBe(1);
    expect(reply.stderr).toContain(`No Soundship data in the data directory ${dataDir}: nothing was changed. Set DATA_DIR or DATABASE_URL to the server's.`);
    expect(existsSync(dataDir)).toBe(false);
  });

  it("explains its usage when the command or the e-mail is missing", async () => {
    const reply = await admin(["promote"], { DATA_DIR: scratch });
    expect(reply.code).toBe(2);
    expect(reply.stderr).toContain("Usage: npm run admin -- grant|revoke EMAIL");
  });
});

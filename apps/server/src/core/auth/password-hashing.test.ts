import { hashPassword, verifyPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { PASSWORD_HASH_COST, passwordHashing } from "./password-hashing.ts";

describe("password hashing", () => {
  const full = passwordHashing();

  it("verifies the hashes the auth library stored, and the library verifies ours", async () => {
    const stored = await hashPassword("orbit-password-1");
    expect(await full.verify({ hash: stored, password: "orbit-password-1" })).toBe(true);
    expect(await full.verify({ hash: stored, password: "orbit-password-2" })).toBe(false);
    const ours = await full.hash("orbit-password-1");
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: ours, password: "orbit-password-1" })).toBe(true);
  });

  it("names a lower cost in the hash, so a server at the full cost verifies it too", async () => {
    const cheap = await passwordHashing(1024).hash("Ünïcode-pass");
    expect(cheap).toMatch(/^1024:[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await full.verify({ hash: cheap, password: "Ünïcode-pass".normalize("NFD") })).toBe(true);
    expect(await full.verify({ hash: cheap, password: "unicode-pass" })).toBe(false);
  });

  it("refuses a malformed hash or a cost it would not hash at, without throwing", async () => {
    const key = "ab".repeat(64);
    for (const hash of ["", "nocolon", `3:${"0".repeat(32)}:${key}`, `${PASSWORD_HASH_COST * 2}:${"0".repeat(32)}:${key}`, `1024:${"0".repeat(32)}:`]) {
      expect(await full.verify({ hash, password: "orbit-password-1" }), hash).toBe(false);
    }
  });
});

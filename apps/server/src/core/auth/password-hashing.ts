import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * scrypt's cost (N) for passwords: the auth library's own parameters (N 16384, r 16, p 1, a 64-byte
 * key, the password NFKC-normalised, a hex salt), so every hash it stored verifies here and ours
 * verify there. Node's scrypt runs on libuv's thread pool, off the event loop.
 */
export const PASSWORD_HASH_COST = 16384;
const BLOCK_SIZE = 16;
const KEY_BYTES = 64;

export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/**
 * The auth library's password hashing, at `cost`. Another cost than the full one is for tests only
 * (TEST_PASSWORD_HASH_COST, refused in production): every test signs pilots up, and at the full cost
 * their hashing was a tenth of the suite's CPU. Such a hash names its cost (`cost:salt:key`), so any
 * server verifies it; one at the full cost keeps the library's `salt:key`.
 */
export function passwordHashing(cost = PASSWORD_HASH_COST): PasswordHashing {
  return {
    async hash(password) {
      const salt = randomBytes(16).toString("hex");
      const key = await derive(password, salt, cost);
      return cost === PASSWORD_HASH_COST ? `${salt}:${key.toString("hex")}` : `${cost}:${salt}:${key.toString("hex")}`;
    },
    async verify({ hash, password }) {
      const parts = hash.split(":");
      const [storedCost, salt, key] = parts.length === 3 ? [Number(parts[0]), parts[1]!, parts[2]!] : [PASSWORD_HASH_COST, parts[0], parts[1]];
      if (!salt || !key || !isCost(storedCost)) return false;
      const expected = Buffer.from(key, "hex");
      const actual = await derive(password, salt, storedCost);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

/** A power of two from 2 up to the full cost. */
export function isCost(value: number): boolean {
  return Number.isInteger(value) && value >= 2 && value <= PASSWORD_HASH_COST && (value & (value - 1)) === 0;
}

function derive(password: string, salt: string, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, { N: cost, r: BLOCK_SIZE, p: 1, maxmem: 256 * cost * BLOCK_SIZE }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

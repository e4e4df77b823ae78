import type { Redis } from "ioredis";
import type { AttemptStore } from "./attempt-limiter.ts";

// INCR and the window's expiry in one step: a key can never be left counting forever.
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return n`;

export interface RedisAttemptStore extends AttemptStore {
  /** Whether Redis answers a PING now (readiness). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Attempt counters in Redis, shared by every instance, so a second instance is not a second
 * chance: fixed windows per key, counted and expired by one script. When Redis cannot be reached
 * the attempt is counted by `fallback` (this instance's memory) rather than refused or let through
 * uncounted; /healthz reports Redis as down meanwhile.
 */
export function redisAttemptStore(url: string, keyPrefix: string, windowMs: number, fallback: AttemptStore, warn: (error: unknown) => void): RedisAttemptStore {
  // The client library loads with the store rather than with every server (a server without
  // REDIS_URL never needs it); the connection starts at once, as before.
  const connection: Promise<Redis> = import("ioredis").then(({ Redis }) => {
    const redis = new Redis(url, {
      keyPrefix,
      // A command waits for the connection at most a second (start-up, a reconnect), then the
      // fallback counts it: sign-ins never hang behind a dead Redis.
      maxRetriesPerRequest: 1,
      commandTimeout: 1_000,
    });
    redis.on("error", () => undefined);
    return redis;
  });
  // A failure to make the client is each call's to handle (the fallback counts), not the process's.
  connection.catch(() => undefined);
  return {
    async hit(key) {
      try {
        const redis = await connection;
        return Number(await redis.eval(HIT_SCRIPT, 1, `attempts:${key}`, String(windowMs)));
      } catch (error) {
        warn(error);
        return fallback.hit(key);
      }
    },
    ping: () => connection.then((redis) => redis.ping()).then(() => true, () => false),
    async close() {
      (await connection.catch(() => undefined))?.disconnect();
    },
  };
}

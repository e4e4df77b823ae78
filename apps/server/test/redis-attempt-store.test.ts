import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { createAttemptLimiter, memoryAttemptStore } from "../src/core/auth/attempt-limiter.ts";
import { redisAttemptStore, type RedisAttemptStore } from "../src/core/auth/redis-attempt-store.ts";
import { manualClock } from "./helpers/economy.ts";
import { freePort } from "./helpers/process.ts";

// The local Redis; every test counts under a prefix of its own.
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const clock = manualClock("2026-12-01T12:00:00Z");
const opened: RedisAttemptStore[] = [];
const warnings: unknown[] = [];

function store(prefix: string, url = REDIS_URL, windowMs = 60_000) {
  const created = redisAttemptStore(url, prefix, windowMs, memoryAttemptStore(windowMs, clock), (error) => warnings.push(error));
  opened.push(created);
  return created;
}
const uniquePrefix = () => `soundship-test-${randomBytes(6).toString("hex")}:`;

afterAll(async () => {
  for (const created of opened) await created.close();
});

describe("attempt counters in Redis", () => {
  it("are one count for every instance sharing the prefix, and apart from other prefixes", async () => {
    const prefix = uniquePrefix();
    const [first, second, elsewhere] = [store(prefix), store(prefix), store(uniquePrefix())];
    expect(await first.hit("login:account:a@soundship.test")).toBe(1);
    expect(await second.hit("login:account:a@soundship.test")).toBe(2);
    expect(await first.hit("login:account:a@soundship.test")).toBe(3);
    expect(await elsewhere.hit("login:account:a@soundship.test")).toBe(1);
    const limiter = createAttemptLimiter(second, 3);
    expect(await limiter.allow(["login:account:a@soundship.test"])).toBe(false);
    expect(await limiter.allow(["login:account:b@soundship.test"])).toBe(true);
  });

  it("start a new window once the old one expires", async () => {
    const short = store(uniquePrefix(), REDIS_URL, 150);
    expect(await short.hit("reset:address:10.0.0.1")).toBe(1);
    expect(await short.hit("reset:address:10.0.0.1")).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await short.hit("reset:address:10.0.0.1")).toBe(1);
  });

  it("keep counting in memory while Redis cannot be reached, and say so", async () => {
    const unreachable = store(uniquePrefix(), `redis://127.0.0.1:${await freePort()}`);
    expect(await unreachable.ping()).toBe(false);
    const before = warnings.length;
    expect(await unreachable.hit("login:account:c@soundship.test")).toBe(1);
    expect(await unreachable.hit("login:account:c@soundship.test")).toBe(2);
    expect(warnings.length).toBeGreaterThan(before);
  });
});

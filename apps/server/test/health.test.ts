import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "./helpers/process.ts";
import { startServer, type TestServer } from "./helpers/server.ts";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("/healthz with Redis configured", () => {
  it("is ready when the database and Redis answer", async () => {
    server = await startServer({ redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379", redisKeyPrefix: "soundship-test-health:" });
    const reply = await server.api(`${server.url}/healthz`);
    expect(reply).toMatchObject({ status: 200, body: { ok: true, checks: { database: true, redis: true, events: true } } });
    expect(typeof reply.body.now).toBe("string");
  });

  it("says Redis is unreachable with a 503, so the balancer takes the instance out", async () => {
    server = await startServer({ redisUrl: `redis://127.0.0.1:${await freePort()}` });
    const reply = await server.api(`${server.url}/healthz`);
    expect(reply).toMatchObject({ status: 503, body: { ok: false, message: "Redis unavailable", checks: { database: true, redis: false } } });
  });
});

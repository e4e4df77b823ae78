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

describe("/testing/clock", () => {
  const start = "2026-11-18T12:00:00.000Z";

  it("moves a CLOCK_START clock forward, never back, and /healthz tells the new time", async () => {
    server = await startServer({ clockStart: new Date(start) });
    const moved = await server.api(`${server.url}/testing/clock`, { method: "POST", body: { to: "2026-11-18T12:10:00.000Z" } });
    expect(moved.status).toBe(200);
    expect(Date.parse(moved.body.now)).toBeGreaterThanOrEqual(Date.parse("2026-11-18T12:10:00.000Z"));
    const back = await server.api(`${server.url}/testing/clock`, { method: "POST", body: { to: start } });
    expect(Date.parse(back.body.now)).toBeGreaterThanOrEqual(Date.parse(moved.body.now));
    const health = await server.api(`${server.url}/healthz`);
    expect(Date.parse(health.body.now)).toBeGreaterThanOrEqual(Date.parse(moved.body.now));
    expect(await server.api(`${server.url}/testing/clock`, { method: "POST", body: { to: "soon" } })).toMatchObject({ status: 400 });
  });

  it("does not exist on the system clock", async () => {
    server = await startServer();
    const reply = await server.api(`${server.url}/testing/clock`, { method: "POST", body: { to: "2030-01-01T00:00:00.000Z" } });
    expect(reply.status).toBe(404);
  });
});

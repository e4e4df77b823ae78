import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./helpers/server.ts";

let server: TestServer;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), "soundship-web-"));
  mkdirSync(path.join(webDist, "assets"));
  writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Soundship</title><div id=root></div>");
  writeFileSync(path.join(webDist, "assets", "index-abc123.js"), `console.log(${JSON.stringify("x".repeat(5000))});`);
  server = await startServer({ webDist });
});
afterAll(() => server?.close());

describe("serving the web app", () => {
  it.each(["/", "/Dashboard", "/questbay", "/login?from_url=%2F&app_id=soundship", "/NoSuchPage"])("answers %s with the app, revalidated on each visit", async (url) => {
    const reply = await fetch(`${server.url}${url}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toContain("text/html");
    expect(reply.headers.get("cache-control")).toBe("no-cache");
    expect(await reply.text()).toContain("<title>Soundship</title>");
  });

  it("caches hashed assets for a year and compresses them", async () => {
    const reply = await fetch(`${server.url}/assets/index-abc123.js`, { headers: { "accept-encoding": "gzip" } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(reply.headers.get("content-encoding")).toBe("gzip");
  });

  it("answers a missing asset and unknown API paths with 404, not the app", async () => {
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    const api = await fetch(`${server.url}/api/unknown`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: "NOT_FOUND" });
  });
});

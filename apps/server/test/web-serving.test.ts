import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scratchDir } from "./helpers/scratch-dir.ts";
import { startServer, type TestServer } from "./helpers/server.ts";

/** helmet's set, as HTML documents carry it. */
const PAGE_HEADERS = {
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "x-frame-options": "SAMEORIGIN",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

const APP_SCRIPT = `console.log(${JSON.stringify("y".repeat(5000))});`;

let server: TestServer;
let webDist: string;
beforeAll(async () => {
  webDist = scratchDir("web");
  mkdirSync(path.join(webDist, "assets"));
  writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Soundship</title><div id=root></div>");
  writeFileSync(path.join(webDist, "assets", "index-abc123.js"), `console.log(${JSON.stringify("x".repeat(5000))});`);
  // As the build leaves a text asset: beside its Brotli and gzip copies.
  writeFileSync(path.join(webDist, "assets", "app-def456.js"), APP_SCRIPT);
  writeFileSync(path.join(webDist, "assets", "app-def456.js.br"), brotliCompressSync(APP_SCRIPT));
  writeFileSync(path.join(webDist, "assets", "app-def456.js.gz"), gzipSync(APP_SCRIPT));
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

  it("sends the build's compressed copies of an asset as they are, in the encoding the browser takes", async () => {
    for (const [accepted, encoding, decode] of [["br, gzip", "br", brotliDecompressSync], ["gzip", "gzip", gunzipSync]] as const) {
      const reply = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) =>
        // node:http, not fetch, to read the bytes as sent rather than decoded.
        get(`${server.url}/assets/app-def456.js`, { headers: { "accept-encoding": accepted } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        }).on("error", reject),
      );
      expect(reply.headers["content-encoding"]).toBe(encoding);
      expect(reply.headers["content-type"]).toContain("javascript");
      expect(reply.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(reply.body).toEqual(readFileSync(path.join(webDist, "assets", `app-def456.js.${encoding === "br" ? "br" : "gz"}`)));
      expect(decode(reply.body).toString()).toBe(APP_SCRIPT);
    }
    const plain = await fetch(`${server.url}/assets/app-def456.js`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(APP_SCRIPT);
  });

  it("sends HTML documents the full security header set", async () => {
    const reply = await fetch(`${server.url}/Dashboard`);
    expect(Object.fromEntries(reply.headers)).toMatchObject(PAGE_HEADERS);
    expect(reply.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("sends JSON answers only the headers that apply to data, whatever their status", async () => {
    const pilot = await server.pilot();
    const answers = [
      await fetch(`${server.url}/healthz`),
      await fetch(`${server.url}/api/apps/soundship/entities/Quest`, { headers: { authorization: `Bearer ${pilot.token}` } }),
      await fetch(`${server.url}/api/apps/soundship/entities/Quest`),
      await fetch(`${server.url}/api/unknown`),
    ];
    expect(answers.map((reply) => reply.status)).toEqual([200, 200, 401, 404]);
    for (const reply of answers) {
      expect(reply.headers.get("content-type")).toContain("application/json");
      expect(Object.fromEntries(reply.headers)).toMatchObject({
        "x-content-type-options": "nosniff",
        "cross-origin-resource-policy": "same-origin",
        "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
        "cache-control": "no-store",
      });
      for (const name of Object.keys(PAGE_HEADERS).filter((name) => name !== "x-content-type-options" && name !== "cross-origin-resource-policy")) {
        expect(reply.headers.has(name), name).toBe(false);
      }
    }
  });

  it("answers a missing asset and unknown API paths with 404, not the app", async () => {
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    const api = await fetch(`${server.url}/api/unknown`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: "NOT_FOUND" });
  });
});

import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { battleKit } from "./helpers/battles.ts";
import { manualClock } from "./helpers/economy.ts";
import { wav } from "./helpers/media-files.ts";
import { startServer, type TestServer } from "./helpers/server.ts";
import { tempDataDir, uploads } from "./helpers/uploads.ts";

const TOKEN = "scrape-token-0123456789abcdef";

/** One sample of a Prometheus text exposition: its name, labels and value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses the text format (0.0.4): comment lines skipped, `name{label="value",…} number` kept. */
function parseExposition(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not an exposition line: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1]!, pair[2]!]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The value of the one sample named so whose labels include `labels`; 0 when there is none. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}

/** Sends bytes as they are (requests fetch() refuses to make) and reads the whole answer. */
function rawRequest(url: string, text: string): Promise<{ status: number; head: string; body: any }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1");
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => {
      answer += chunk;
      const [head, body] = answer.split("\r\n\r\n");
      const length = Number(/content-length:\s*(\d+)/i.exec(head ?? "")?.[1] ?? NaN);
      if (body !== undefined && Buffer.byteLength(body, "latin1") >= length) {
        socket.destroy();
        resolve({ status: Number(head!.split(" ")[1]), head: head!, body: JSON.parse(body) });
      }
    });
    socket.on("error", reject);
    socket.write(text);
  });
}

describe("metrics off (no METRICS_TOKEN), and requests refused before routing", () => {
  let server: TestServer;
  beforeAll(async () => void (server = await startServer()));
  afterAll(() => server?.close());

  it("answers /metrics with our 404, token or not", async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
      const reply = await server.api(`${server.url}/metrics`, { headers });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ code: "NOT_FOUND", message: expect.stringContaining("METRICS_TOKEN") });
    }
  });
});

describe("metrics on", () => {
  const clock = manualClock("2026-12-01T10:00:00Z");
  let server: TestServer;
  const lines: any[] = [];
  beforeAll(async () => {
    server = await startServer(
      { metricsToken: TOKEN, logLevel: "info", dataDir: tempDataDir() },
      { clock, logStream: { write: (line) => void lines.push(JSON.parse(line)) } },
    );
  });
  afterAll(() => server?.close());

  const scrape = async () => {
    const reply = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseExposition(await reply.text());
  };

  it("refuses a scrape without the token, or with another one, in our shape", async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}x` }, { authorization: TOKEN }, { authorization: "Bearer short" }] as Record<string, string>[]) {
      const reply = await server.api(`${server.url}/metrics`, { headers });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ code: "NOT_AUTHENTICATED", message: expect.any(String) });
    }
  });

  it("counts requests by route pattern and status, never by raw URL", async () => {
    const before = await scrape();
    const key = { method: "GET", route: "/api/apps/:appId/functions/:name" };
    await server.api("/functions/getLeaderboard", { method: "POST", body: { limit: 5 } });
    await server.api("/functions/galaxyRank", { method: "POST", body: {} });
    await server.api("/no/such/route-1");
    await server.api("/no/such/route-2");
    const after = await scrape();
    const post = { ...key, method: "POST" };
    expect(valueOf(after, "soundship_http_requests_total", post) - valueOf(before, "soundship_http_requests_total", post)).toBe(2);
    expect(valueOf(after, "soundship_http_request_duration_seconds_count", post)).toBeGreaterThanOrEqual(2);
    expect(valueOf(after, "soundship_http_requests_total", { route: "(unmatched)", status: "404" }) - valueOf(before, "soundship_http_requests_total", { route: "(unmatched)", status: "404" })).toBe(2);
    expect(after.some((sample) => sample.labels.route?.includes("route-1"))).toBe(false);
    expect(valueOf(after, "soundship_live_streams")).toBe(0);
    expect(valueOf(after, "soundship_process_resident_memory_bytes")).toBeGreaterThan(0);
  });

  it("reports the database pool on PostgreSQL", async () => {
    const samples = await scrape();
    if (server.database.kind === "postgres") expect(valueOf(samples, "soundship_db_pool_connections", { state: "max" })).toBe(20);
    else expect(samples.some((sample) => sample.name === "soundship_db_pool_connections")).toBe(false);
  });

  it("counts sign-ups, uploads, battles created and settled, Stardust issued and spent", async () => {
    const before = await scrape();
    const kit = battleKit(server, clock);
    const host = await kit.pilotOf("commander", "Host");
    const upload = await uploads(server).upload(host, wav());
    expect(upload.status).toBe(200);
    const battle = await kit.scheduled(host, { prize_pool: 30 });
    await kit.tick(new Date(battle.when.completed));
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) => valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(delta("soundship_signups_total")).toBe(1);
    expect(delta("soundship_uploads_total", { media_type: "beat" })).toBe(1);
    expect(delta("soundship_battles_created_total", { kind: "hosted" })).toBe(1);
    expect(delta("soundship_battles_settled_total", { outcome: "refunded" })).toBe(1);
    // The welcome grant, the upload bonus and the refunded prize pool; the escrow spent.
    expect(delta("soundship_stardust_issued_total", { type: "admin_grant" })).toBe(100);
    expect(delta("soundship_stardust_issued_total", { type: "upload_bonus" })).toBe(10);
    expect(delta("soundship_stardust_issued_total", { type: "battle_refund" })).toBe(30);
    expect(delta("soundship_stardust_spent_total", { type: "battle_prize_escrow" })).toBe(30);
  });

  it("returns a well-formed X-Request-Id it was sent and logs every line of that request with it", async () => {
    const id = "trace-7f3a.c0ffee:01";
    const reply = await server.api("/functions/getLeaderboard", { method: "POST", body: { limit: 3 }, headers: { "x-request-id": id } });
    expect(reply.headers.get("x-request-id")).toBe(id);
    const mine = lines.filter((line) => line.reqId === id);
    expect(mine.map((line) => line.msg)).toEqual(expect.arrayContaining(["incoming request", "request completed"]));
    // Every line about that request's URL carries the id.
    const aboutIt = lines.filter((line) => line.req?.url === "/api/apps/soundship/functions/getLeaderboard" && line.req?.id === id);
    expect(aboutIt.length).toBeGreaterThan(0);
    expect(aboutIt.every((line) => line.reqId === id)).toBe(true);
  });

  it("replaces a malformed or missing request id with a new one, on errors and pages too", async () => {
    for (const given of ["has space", "x".repeat(129), "new\u00e9line", ""]) {
      const reply = await server.api("/entities/Quest", { headers: given ? { "x-request-id": given } : {} });
      expect(reply.status).toBe(401);
      expect(reply.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
    const health = await fetch(`${server.url}/healthz`);
    expect(health.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    // Refused before routing (a malformed URL): the id is there too.
    const bad = await rawRequest(server.url, "GET /api/%zz HTTP/1.1\r\nHost: localhost\r\nX-Request-Id: bad-url-1\r\n\r\n");
    expect(bad.status).toBe(400);
    expect(bad.head).toMatch(/x-request-id: bad-url-1/i);
  });

  it("answers an HTTP/1.1 request without Host in our JSON shape", async () => {
    const reply = await rawRequest(server.url, "GET /healthz HTTP/1.1\r\n\r\n");
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ code: "BAD_REQUEST", message: "The request has no Host header" });
    expect(reply.head).toMatch(/content-type: application\/json/i);
    expect(reply.head).toMatch(/x-request-id: [0-9a-f-]{36}/i);
    const api = await rawRequest(server.url, "POST /api/apps/soundship/functions/getLeaderboard HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}");
    expect(api.status).toBe(400);
    expect(api.body.code).toBe("BAD_REQUEST");
  });

  it("still serves an HTTP/1.0 request without Host, which that version allows", async () => {
    const reply = await rawRequest(server.url, "GET /healthz HTTP/1.0\r\n\r\n");
    expect(reply.status).toBe(200);
    expect(reply.body.ok).toBe(true);
  });

  it("answers an unknown Expect, a garbled request line and oversized headers in our shape", async () => {
    const expectation = await rawRequest(server.url, "GET /healthz HTTP/1.1\r\nHost: localhost\r\nExpect: teapot\r\n\r\n");
    expect(expectation.status).toBe(417);
    expect(expectation.body).toEqual({ code: "EXPECTATION_FAILED", message: expect.any(String) });
    const garbled = await rawRequest(server.url, "NOT A REQUEST\r\n\r\n");
    expect(garbled.status).toBe(400);
    expect(garbled.body).toEqual({ code: "BAD_REQUEST", message: expect.any(String) });
    const huge = await rawRequest(server.url, `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(huge.status).toBe(431);
    expect(huge.body.code).toBe("HEADERS_TOO_LARGE");
  });
});

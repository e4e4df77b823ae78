import { connect } from "node:net";
import { PLATFORM_MESSAGES, defineContract } from "@soundship/shared";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createRegistry, defineFunction } from "../src/core/functions/registry.ts";
import { FUNCTIONS } from "../src/served-functions.ts";
import { battles, cardDrops, cards } from "../src/db/schema.ts";
import { economy } from "./helpers/economy.ts";
import { startServer, type TestPilot, type TestServer } from "./helpers/server.ts";

/** A function that echoes its payload: what the payload rules leave of a body. */
const echo = defineFunction({
  contract: defineContract({ name: "Echo", input: z.object({ text: z.string().optional() }), result: z.object({ echoed: z.object({ text: z.string().optional() }) }) }),
  handler: async (_ctx, input) => ({ echoed: input }),
});

let server: TestServer;
let pilot: TestPilot;
let admin: TestPilot;
beforeAll(async () => {
  server = await startServer({}, { functions: createRegistry([...FUNCTIONS, echo]) });
  pilot = await server.pilot();
  admin = await server.admin();
  await server.database.db.insert(cards).values({ card_name: "Comet Dust", card_type: "spare luck", effect_type: "stardust", effect_value: 5 });
});
afterAll(() => server?.close());

/** Our error body: exactly `{message, code}` (with `detail` or `request_id` where they belong). */
function expectOurShape(body: unknown, status: number, code: string) {
  expect(body).toEqual(expect.objectContaining({ message: expect.any(String), code }));
  const keys = Object.keys(body as object).filter((key) => !["detail", "request_id", "ok", "error"].includes(key));
  expect(keys.sort()).toEqual(["code", "message"]);
  expect(status).toBeGreaterThanOrEqual(400);
}

/** Sends bytes as they are and reads the whole answer: for requests fetch() refuses to make. */
function rawRequest(text: string): Promise<{ status: number; body: unknown }> {
  const { port } = new URL(server.url);
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
        resolve({ status: Number(head!.split(" ")[1]), body: JSON.parse(body) });
      }
    });
    socket.on("error", reject);
    socket.write(text);
  });
}

const api = "/api/apps/soundship";

describe("function payloads", () => {
  const drops = async () => (await server.database.db.select({ n: count() }).from(cardDrops).where(eq(cardDrops.user_email, pilot.email)))[0]!.n;

  it.each([
    ["null", "null", "application/json"],
    ["an array", "[]", "application/json"],
    ["a string", '"draw"', "application/json"],
    ["a number", "7", "application/json"],
    ["true", "true", "application/json"],
    ["multipart with no boundary", "--x\r\n\r\n", "multipart/form-data"],
    ["multipart with a boundary", '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xx--\r\n', "multipart/form-data; boundary=xx"],
  ])("refuses %s with 400 for drawDailyCard and any other function, drawing nothing", async (_name, body, type) => {
    const before = await economy(server).books(pilot);
    const dropsBefore = await drops();
    for (const path of ["/functions/drawDailyCard", "/functions/Echo"]) {
      const reply = await server.api(path, { method: "POST", token: pilot.token, rawBody: body, headers: { "content-type": type } });
      expect({ path, status: reply.status, message: reply.body.message }).toEqual({ path, status: 400, message: PLATFORM_MESSAGES.objectPayload });
      expectOurShape(reply.body, reply.status, "VALIDATION_FAILED");
    }
    expect(await economy(server).books(pilot)).toEqual(before);
    expect(await drops()).toBe(dropsBefore);
  });

  it("still takes no body at all as an empty payload (SPEC.md: drawDailyCard has none)", async () => {
    const reply = await server.api("/functions/Echo", { method: "POST", token: pilot.token });
    expect(reply).toMatchObject({ status: 200, body: { ok: true, echoed: {} } });
  });
});

describe("malformed input is a 400, never a 500", () => {
  it.each(["http://[", "//[::1", "http://%", "https://[::1"])("starshipApi endpoint %j", async (endpoint) => {
    const reply = await server.api("/functions/starshipApi", { method: "POST", token: pilot.token, body: { endpoint } });
    expect(reply.status).toBeLessThan(500);
    expectOurShape(reply.body, reply.status, reply.body.code);
  });

  it("starshipApi names a URL it cannot parse", async () => {
    const reply = await server.api("/functions/starshipApi", { method: "POST", token: pilot.token, body: { endpoint: "http://[" } });
    expect(reply).toMatchObject({ status: 400, body: { ok: false, code: "VALIDATION_FAILED" } });
  });

  it.each([
    ["no boundary", "multipart/form-data", 'title\nLost quest\n'],
    ["a body cut short", "multipart/form-data; boundary=xx", '--xx\r\nContent-Disposition: form-data; name="file"; filename="q.csv"\r\nContent-Type: text/csv\r\n\r\ntitle,quest_type,objective_event\nCut,daily,login\n'],
    ["a boundary that never comes", "multipart/form-data; boundary=yy", "--zz\r\n\r\n"],
  ])("an import with %s", async (_name, type, body) => {
    const reply = await server.api("/entities/Quest/import", { method: "POST", token: admin.token, rawBody: body, headers: { "content-type": type } });
    expect(reply.status).toBe(400);
    expectOurShape(reply.body, reply.status, "VALIDATION_FAILED");
  });
});

describe("errors the framework and Node answer themselves carry our shape", () => {
  it.each([
    ["a header over the size limit", `GET ${api}/entities/Quest HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, 431, "HEADERS_TOO_LARGE"],
    ["a garbled request line", "GARBAGE\r\n\r\n", 400, "BAD_REQUEST"],
    ["an unknown method", `BREW ${api}/entities/Quest HTTP/1.1\r\nHost: x\r\n\r\n`, 400, "BAD_REQUEST"],
    ["a non-numeric Content-Length", `POST ${api}/functions/questBoard HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}`, 400, "BAD_REQUEST"],
    ["a malformed URL", `GET ${api}/entities/%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n`, 400, "BAD_REQUEST"],
    ["a declared body over the limit", `POST ${api}/functions/questBoard HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000000\r\n\r\n{}`, 413, "PAYLOAD_TOO_LARGE"],
    ["an unsupported content type", `POST ${api}/functions/questBoard HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\n\r\na=b`, 415, "UNSUPPORTED_MEDIA_TYPE"],
    ["a malformed content type", `POST ${api}/functions/questBoard HTTP/1.1\r\nHost: x\r\nContent-Type: ;;;\r\nContent-Length: 2\r\n\r\n{}`, 415, "UNSUPPORTED_MEDIA_TYPE"],
    ["a gzip body that is not gzip", `POST ${api}/functions/questBoard HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: 2\r\n\r\n{}`, 400, "BAD_REQUEST"],
  ])("%s", async (_name, request, status, code) => {
    const reply = await rawRequest(request);
    expect(reply.status).toBe(status);
    expectOurShape(reply.body, reply.status, code);
  });
});

describe("internals stay out of error bodies", () => {
  it("answers a broken database rule with our message, not the constraint's name", async () => {
    const [battle] = await server.database.db.insert(battles).values({
      title: "Order", start_time: new Date("2030-01-01T01:00:00Z"), end_time: new Date("2030-01-01T02:00:00Z"), voting_end_time: new Date("2030-01-01T03:00:00Z"), host_email: pilot.email,
    }).returning();
    const reply = await server.api(`/entities/Battle/${battle!.id}`, { method: "PUT", token: admin.token, body: { end_time: "2029-12-31T00:00:00Z" } });
    expect(reply.status).toBe(400);
    expectOurShape(reply.body, reply.status, "VALIDATION_FAILED");
    expect(reply.body.message).toBe("Times must be in order: start, end, then the end of voting");
    expect(JSON.stringify(reply.body)).not.toMatch(/battles_|constraint|violates/);
  });
});

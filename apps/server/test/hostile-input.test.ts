import { ERROR_STATUS } from "@soundship/shared";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { ENTITIES } from "../src/core/entities/definitions.ts";
import { FUNCTIONS } from "../src/served-functions.ts";
import * as schema from "../src/db/schema.ts";
import { economy } from "./helpers/economy.ts";
import { badValuesFor, HUGE, isCoerced, jsonSchemaOf, withField } from "./helpers/hostile-values.ts";
import { startServer, type TestPilot, type TestServer } from "./helpers/server.ts";

/**
 * Hostile input, generated: every function's and writable entity's fields × bad values, bodies that
 * are not objects, wrong content types, and garbage ids, `q`, `sort`, `limit`, `skip` and `fields`.
 * Each case must get a 4xx in our `{message, code}` shape and leave every balance, ledger row and
 * record as it was.
 */
interface Case {
  name: string;
  caller: "pilot" | "admin";
  method: string;
  path: string;
  body?: string;
  contentType?: string;
}

/** A valid payload per function, so that each case is bad in exactly the way it names. */
const FUNCTION_PAYLOADS: Record<string, Record<string, unknown>> = {
  getLeaderboard: { limit: 10 },
  starshipApi: { endpoint: "/leaderboard?limit=10" },
  questBoard: { quest_type: "daily" },
  claimQuest: { quest_id: "00000000-0000-4000-8000-000000000000" },
  drawDailyCard: {},
  purchaseItem: { item_id: "shield_pack" },
  createUploadUrl: { filename: "beat.wav", contentType: "audio/wav", size: 1000, title: "Nebula" },
  deleteTransmission: { id: "00000000-0000-4000-8000-000000000000" },
};

/** Valid records for the entities admins create. */
const RECORDS: Record<string, Record<string, unknown>> = {
  Quest: { title: "Hostile quest", quest_type: "daily", objective_event: "login" },
  Card: { card_name: "Hostile card", card_type: "doom", effect_type: "stardust", effect_value: -1 },
  Tournament: { name: "Hostile cup", starts_at: "2030-01-01T00:00:00Z", ends_at: "2030-01-02T00:00:00Z", max_players: 8 },
};

const NON_OBJECTS = ["null", "[]", "[{}]", '"a string"', "42", "true", "{", '{"a":1}{"b":2}', "\u0000"];
/** Private fields (e-mail addresses), named by a pilot on entities every pilot reads. */
const PRIVATE_QUERIES = [
  "sort=created_by", "sort=-created_by", `q=${encodeURIComponent(JSON.stringify({ created_by: { $exists: true } }))}`,
  `q=${encodeURIComponent(JSON.stringify({ $or: [{ id: "x" }, { created_by: { $gt: "" } }] }))}`,
];
const CONTENT_TYPES: [string, string][] = [
  ["text/plain", "{}"],
  ["application/x-www-form-urlencoded", "a=1"],
  ["application/xml", "<a/>"],
  ["multipart/form-data", "--x--"],
  ["multipart/form-data; boundary=b", '--b\r\nContent-Disposition: form-data; name="item_id"\r\n\r\nshield_pack\r\n--b--\r\n'],
  ["application/json; charset=utf-16", "{}"],
];
const GARBAGE_IDS = ["..%2F..%2Fetc%2Fpasswd", "'%20or%201%3D1%20--", "x".repeat(65), "%00", "%F0%9F%9A%80", "__proto__", "constructor", "%25", "null", "-1"];
const GARBAGE_QUERIES = [
  "q=%7B", "q=null", "q=%5B%5D", "q=%22x%22", "q=42", "q=%7B%22%24where%22%3A%221%22%7D", "q=%7B%22nope%22%3A1%7D",
  `q=${encodeURIComponent(JSON.stringify({ id: { $regex: ".*" } }))}`,
  `q=${encodeURIComponent(JSON.stringify({ id: { $in: "x" } }))}`,
  `q=${encodeURIComponent(JSON.stringify({ id: { $in: Array(101).fill("x") } }))}`,
  `q=${encodeURIComponent(JSON.stringify({ $and: [{ $and: [{ $and: [{ $and: [{ $and: [{ id: "x" }] }] }] }] }] }))}`,
  `q=${encodeURIComponent(JSON.stringify({ $or: [] }))}`,
  `q=${encodeURIComponent(JSON.stringify({ created_date: "yesterday" }))}`,
  `q=${encodeURIComponent("{\"created_date\":{\"$gt\":1e400}}")}`,
  `q=${encodeURIComponent(JSON.stringify({ id: "a\u0000b" }))}`,
  `q=${encodeURIComponent('{"__proto__":{"id":"x"}}')}`,
  `q=${encodeURIComponent("x".repeat(10_001))}`,
  "sort=nope", "sort=-", "sort=id;drop%20table%20users", "sort=a,b,c,d,e,f", "sort=__proto__",
  "limit=0", "limit=-1", "limit=501", "limit=abc", "limit=1.5", "limit=1e400", "limit=NaN",
  "skip=-1", "skip=abc", "skip=1e400", "fields=nope", "fields=id,__proto__", "fields=" + "f,".repeat(1000),
];

function functionCases(): Case[] {
  const cases: Case[] = [];
  for (const { contract } of FUNCTIONS) {
    const path = `/functions/${contract.name}`;
    const base = FUNCTION_PAYLOADS[contract.name] ?? {};
    cases.push(...fieldCases(contract.name, "POST", path, "pilot", contract.input as z.ZodObject, base, true));
    for (const body of NON_OBJECTS) cases.push({ name: `${contract.name}: body ${JSON.stringify(body)}`, caller: "pilot", method: "POST", path, body });
    for (const [contentType, body] of CONTENT_TYPES) cases.push({ name: `${contract.name}: Content-Type ${contentType}`, caller: "pilot", method: "POST", path, body, contentType });
    cases.push({ name: `${contract.name}: a top-level __proto__`, caller: "pilot", method: "POST", path, body: `{"__proto__":{"role":"admin"},${JSON.stringify(base).slice(1)}` });
    cases.push({ name: `${contract.name}: constructor.prototype`, caller: "pilot", method: "POST", path, body: '{"constructor":{"prototype":{"role":"admin"}}}' });
    cases.push({ name: `${contract.name}: a huge body`, caller: "pilot", method: "POST", path, body: `{"junk":${HUGE}}` });
  }
  return cases;
}

function fieldCases(what: string, method: string, path: string, caller: Case["caller"], input: z.ZodObject, base: Record<string, unknown>, create: boolean): Case[] {
  const json = jsonSchemaOf(create ? input : input.partial());
  const cases: Case[] = [];
  for (const [field, property] of Object.entries(json.properties ?? {})) {
    const required = create && (json.required ?? []).includes(field);
    for (const bad of badValuesFor(field, property, required, isCoerced(input.shape[field] as z.ZodType))) {
      cases.push({ name: `${what}: ${field} ${bad.label}`, caller, method, path, body: withField(base, field, bad.raw) });
    }
  }
  if (json.additionalProperties === false) {
    for (const field of ["stardust", "user_email", "created_by", "id"]) {
      cases.push({ name: `${what}: an unknown field ${field}`, caller, method, path, body: withField(base, field, '"forged@soundship.test"') });
    }
  }
  return cases;
}

function entityCases(ids: { battle: string; beat: string }): Case[] {
  const cases: Case[] = [];
  for (const [entity, record] of Object.entries(RECORDS)) {
    const input = ENTITIES[entity as keyof typeof ENTITIES].input!.strict();
    cases.push(...fieldCases(`create ${entity}`, "POST", `/entities/${entity}`, "admin", input, record, true));
    for (const body of NON_OBJECTS) cases.push({ name: `create ${entity}: body ${JSON.stringify(body)}`, caller: "admin", method: "POST", path: `/entities/${entity}`, body });
    cases.push({ name: `bulk ${entity}: one bad item among good ones`, caller: "admin", method: "POST", path: `/entities/${entity}/bulk`, body: JSON.stringify([record, { ...record, stardust: 5 }]) });
    cases.push({ name: `bulk ${entity}: not an array`, caller: "admin", method: "POST", path: `/entities/${entity}/bulk`, body: JSON.stringify(record) });
  }
  cases.push(...fieldCases("update Battle", "PUT", `/entities/Battle/${ids.battle}`, "admin", ENTITIES.Battle.input!.strict(), {}, false));
  cases.push(...fieldCases("update Beat", "PUT", `/entities/Beat/${ids.beat}`, "pilot", ENTITIES.Beat.input!.strict(), {}, false));
  for (const entity of Object.keys(ENTITIES)) {
    for (const id of GARBAGE_IDS) {
      cases.push({ name: `${entity}: get id ${id.slice(0, 20)}`, caller: "pilot", method: "GET", path: `/entities/${entity}/${id}` });
      cases.push({ name: `${entity}: update id ${id.slice(0, 20)}`, caller: "admin", method: "PUT", path: `/entities/${entity}/${id}`, body: "{}" });
      cases.push({ name: `${entity}: delete id ${id.slice(0, 20)}`, caller: "admin", method: "DELETE", path: `/entities/${entity}/${id}` });
    }
  }
  for (const entity of ["Quest", "Battle", "StardustTransaction", "BeatSubmission"]) {
    for (const query of GARBAGE_QUERIES) cases.push({ name: `${entity}: list ?${query.slice(0, 60)}`, caller: "pilot", method: "GET", path: `/entities/${entity}?${query}` });
  }
  for (const entity of ["Quest", "Card", "Tournament", "Battle", "BeatSubmission"]) {
    for (const query of PRIVATE_QUERIES) cases.push({ name: `${entity}: list naming a private field ?${query.slice(0, 60)}`, caller: "pilot", method: "GET", path: `/entities/${entity}?${query}` });
  }
  for (const query of GARBAGE_QUERIES.filter((query) => query.startsWith("q="))) {
    cases.push({ name: `Quest: count ?${query.slice(0, 60)}`, caller: "pilot", method: "GET", path: `/entities/Quest/count?${query}` });
    const q = decodeURIComponent(query.slice(2));
    cases.push({ name: `Quest: deleteMany ${q.slice(0, 60)}`, caller: "admin", method: "DELETE", path: "/entities/Quest", body: q });
  }
  cases.push({ name: "Quest: deleteMany with an empty query", caller: "admin", method: "DELETE", path: "/entities/Quest", body: "{}" });
  return cases;
}

/** Cases sent between two fingerprints of the database. */
const FINGERPRINT_EVERY = 25;

let server: TestServer;
let pilot: TestPilot;
let admin: TestPilot;
let cases: Case[];

/** Every row of every table but sessions, as one digest: any write at all changes it. */
async function fingerprint(): Promise<string> {
  const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable)).map(getTableName).filter((name) => name !== "sessions" && name !== "verifications");
  const parts = tables.map((name) => `select '${name}' as t, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h from "${name}" r`);
  const result = await server.database.db.execute(sql.raw(`select string_agg(t || ':' || h, ',' order by t) as all from (${parts.join(" union all ")}) x`));
  return String((result as unknown as { rows: { all: string }[] }).rows[0]!.all);
}

beforeAll(async () => {
  server = await startServer();
  pilot = await server.pilot();
  admin = await server.admin();
  await economy(server).grant(pilot, 1000);
  const db = server.database.db;
  await db.insert(schema.quests).values({ title: "Seeded", quest_type: "daily", objective_event: "login" });
  await db.insert(schema.cards).values({ card_name: "Seeded", card_type: "doom", effect_type: "stardust", effect_value: -5 });
  const [battle] = await db.insert(schema.battles).values({
    title: "Seeded", start_time: new Date("2030-01-01T01:00:00Z"), end_time: new Date("2030-01-01T02:00:00Z"), voting_end_time: new Date("2030-01-01T03:00:00Z"), host_email: admin.email,
  }).returning();
  const [beat] = await db.insert(schema.beats).values({ user_email: pilot.email, title: "Seeded", file_url: "https://cdn.soundship.test/a.mp3", pilot_name: "Pilot" }).returning();
  cases = [...functionCases(), ...entityCases({ battle: battle!.id, beat: beat!.id })];
}, 120_000);
afterAll(() => server?.close());

async function send(item: Case) {
  const token = (item.caller === "admin" ? admin : pilot).token;
  const headers: Record<string, string> = {};
  if (item.body !== undefined) headers["content-type"] = item.contentType ?? "application/json";
  return server.api(item.path, { method: item.method, token, rawBody: item.body, headers });
}

function expectRefusal(item: Case, reply: { status: number; body: any }) {
  const seen = { case: item.name, status: reply.status, code: reply.body?.code };
  expect(reply.status >= 400 && reply.status < 500, JSON.stringify(seen)).toBe(true);
  expect(Object.hasOwn(ERROR_STATUS, reply.body?.code), JSON.stringify(seen)).toBe(true);
  expect(ERROR_STATUS[reply.body.code as keyof typeof ERROR_STATUS], JSON.stringify(seen)).toBe(reply.status);
  expect(typeof reply.body.message === "string" && reply.body.message.length > 0).toBe(true);
  const extra = Object.keys(reply.body).filter((key) => !["message", "code", "detail", "request_id", "ok", "error"].includes(key));
  expect(extra).toEqual([]);
  if ("ok" in reply.body) expect({ ok: reply.body.ok, error: reply.body.error }).toEqual({ ok: false, error: reply.body.message });
}

describe("hostile input", () => {
  it("has at least 400 generated cases, covering every function and entity", () => {
    expect(cases.length).toBeGreaterThanOrEqual(400);
    for (const definition of FUNCTIONS) expect(cases.some((item) => item.path === `/functions/${definition.contract.name}`)).toBe(true);
    for (const entity of Object.keys(ENTITIES)) expect(cases.some((item) => item.path.startsWith(`/entities/${entity}`))).toBe(true);
  });

  it("answers every case with a 4xx in our shape and changes nothing", async () => {
    const failures: string[] = [];
    // The fingerprint of every table is taken after each group of cases, not each case: a group that
    // changed anything is named case by case in the failure (its cases are the suspects).
    let before = await fingerprint();
    for (let start = 0; start < cases.length; start += FINGERPRINT_EVERY) {
      const group = cases.slice(start, start + FINGERPRINT_EVERY);
      for (const item of group) {
        const reply = await send(item);
        try {
          expectRefusal(item, reply);
        } catch (error) {
          failures.push(`${item.name} → ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}: ${(error as Error).message.split("\n")[0]}`);
        }
      }
      const after = await fingerprint();
      if (after !== before) failures.push(`data changed by one of: ${group.map((item) => item.name).join(" | ")}`);
      before = after;
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

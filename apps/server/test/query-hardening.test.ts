import { PLATFORM_MESSAGES } from "@soundship/shared";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../src/db/schema.ts";
import { startServer, type Reply, type TestPilot, type TestServer } from "./helpers/server.ts";

/** Every seeded quest carries this description, so queries can be narrowed to the seed set. */
const TAG = "query-hardening seed";
const SEED = [
  { title: "Alpha", quest_type: "daily", stardust_reward: 10, xp_reward: null, is_active: true, objective_event: "upload", objective_count: 1 },
  { title: "Bravo", quest_type: "daily", stardust_reward: 20, xp_reward: 5, is_active: false, objective_event: "vote", objective_count: 3 },
  { title: "Charlie", quest_type: "weekly", stardust_reward: 30, xp_reward: 15, is_active: true, objective_event: "battle_entry", objective_count: 2 },
  { title: "Delta", quest_type: "story", stardust_reward: 40, xp_reward: null, is_active: true, objective_event: "login", objective_count: 5 },
  { title: "Echo", quest_type: "special", stardust_reward: 20, xp_reward: 25, is_active: false, objective_event: "purchase", objective_count: 1 },
].map((quest) => ({ ...quest, description: TAG }));

let server: TestServer;
let admin: TestPilot;
let pilot: TestPilot;

beforeAll(async () => {
  server = await startServer();
  admin = await server.admin();
  pilot = await server.pilot();
  const seeded = await server.api("/entities/Quest/bulk", { method: "POST", token: admin.token, body: SEED });
  if (seeded.status !== 200) throw new Error(`seeding failed: ${seeded.status} ${JSON.stringify(seeded.body)}`);
});
afterAll(() => server?.close());

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const json = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));
/** `{$and: [...]}` wrapped `levels` times around one condition: the query is `levels + 1` deep. */
const nested = (levels: number): object => range(levels).reduce<object>((inner) => ({ $and: [inner] }), { title: "Alpha" });
const quest = (extra: object = {}) => ({ title: "Probe", quest_type: "daily", objective_event: "upload", ...extra });

function list(params: Record<string, string>, token = pilot.token): Promise<Reply> {
  return server.api(`/entities/Quest?${new URLSearchParams(params)}`, { token });
}

function countOf(q: unknown, token = pilot.token): Promise<Reply> {
  return server.api(`/entities/Quest/count?${new URLSearchParams({ q: json(q) })}`, { token });
}

/** Titles of the seeded quests matching `q`, in title order. */
async function titles(q: object, sort = "title"): Promise<string[]> {
  const reply = await list({ q: JSON.stringify({ ...q, description: TAG }), sort });
  expect(reply.status).toBe(200);
  return (reply.body as { title: string }[]).map((row) => row.title);
}

async function questRows(): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(schema.quests);
  return row!.n;
}

async function seedIntact() {
  const [row] = await server.database.db.select({ n: count() }).from(schema.quests).where(eq(schema.quests.description, TAG));
  expect(row!.n).toBe(SEED.length);
}

function expect400(reply: Reply, mention: string, code = "VALIDATION_FAILED") {
  expect({ status: reply.status, code: reply.body?.code }).toEqual({ status: 400, code });
  expect(reply.body.message).toContain(mention);
}

describe("the query language returns exactly the matching records", () => {
  it.each<[string, object, string[]]>([
    ["$gt", { stardust_reward: { $gt: 20 } }, ["Charlie", "Delta"]],
    ["$gte", { stardust_reward: { $gte: 20 } }, ["Bravo", "Charlie", "Delta", "Echo"]],
    ["$lt", { stardust_reward: { $lt: 20 } }, ["Alpha"]],
    ["$lte", { stardust_reward: { $lte: 20 } }, ["Alpha", "Bravo", "Echo"]],
    ["$gt and $lt on one field", { stardust_reward: { $gt: 10, $lt: 40 } }, ["Bravo", "Charlie", "Echo"]],
    ["$gt on text", { title: { $gt: "Charlie" } }, ["Delta", "Echo"]],
    ["$eq", { quest_type: { $eq: "daily" } }, ["Alpha", "Bravo"]],
    ["a bare value", { is_active: false }, ["Bravo", "Echo"]],
    ["$ne", { quest_type: { $ne: "daily" } }, ["Charlie", "Delta", "Echo"]],
    ["$ne keeps nulls", { xp_reward: { $ne: 5 } }, ["Alpha", "Charlie", "Delta", "Echo"]],
    ["$in", { quest_type: { $in: ["weekly", "story"] } }, ["Charlie", "Delta"]],
    ["$in with no items", { quest_type: { $in: [] } }, []],
    ["$in with 100 items", { stardust_reward: { $in: range(100) } }, ["Alpha", "Bravo", "Charlie", "Delta", "Echo"]],
    ["$nin", { quest_type: { $nin: ["daily", "weekly"] } }, ["Delta", "Echo"]],
    ["$nin keeps nulls", { xp_reward: { $nin: [5, 15] } }, ["Alpha", "Delta", "Echo"]],
    ["$exists true", { xp_reward: { $exists: true } }, ["Bravo", "Charlie", "Echo"]],
    ["$exists false", { xp_reward: { $exists: false } }, ["Alpha", "Delta"]],
    ["null", { xp_reward: null }, ["Alpha", "Delta"]],
    ["$and", { $and: [{ quest_type: "daily" }, { is_active: false }] }, ["Bravo"]],
    ["$or", { $or: [{ quest_type: "story" }, { stardust_reward: 10 }] }, ["Alpha", "Delta"]],
    ["$or inside $and", { $and: [{ is_active: true }, { $or: [{ quest_type: "weekly" }, { objective_count: { $gte: 5 } }] }] }, ["Charlie", "Delta"]],
    ["4 levels deep", nested(3), ["Alpha"]],
    ["the largest integer", { stardust_reward: { $lte: 2_147_483_647, $gte: -2_147_483_648 } }, ["Alpha", "Bravo", "Charlie", "Delta", "Echo"]],
  ])("%s", async (_name, q, expected) => {
    expect(await titles(q)).toEqual(expected);
  });

  it("accepts exactly 20 conditions", async () => {
    const q = { $and: range(19).map(() => ({ stardust_reward: { $gte: 0 } })) };
    expect(await titles(q)).toHaveLength(SEED.length);
  });

  it.each<[string, string[]]>([
    ["-stardust_reward,title", ["Delta", "Charlie", "Bravo", "Echo", "Alpha"]],
    ["stardust_reward,-title", ["Alpha", "Echo", "Bravo", "Charlie", "Delta"]],
    ["quest_type,-objective_count", ["Bravo", "Alpha", "Echo", "Delta", "Charlie"]],
    ["-title", ["Echo", "Delta", "Charlie", "Bravo", "Alpha"]],
  ])("sorts by %s", async (sort, expected) => {
    expect(await titles({}, sort)).toEqual(expected);
  });

  it("returns only the asked fields plus id", async () => {
    const reply = await list({ q: JSON.stringify({ description: TAG }), sort: "title", fields: "title,stardust_reward" });
    expect(reply.status).toBe(200);
    expect(reply.body).toHaveLength(SEED.length);
    for (const row of reply.body as Record<string, unknown>[]) expect(Object.keys(row).sort()).toEqual(["id", "stardust_reward", "title"]);
    expect(reply.body[0]).toMatchObject({ title: "Alpha", stardust_reward: 10 });
  });

  it("pages with limit and skip", async () => {
    const page = async (skip: number) => (await list({ q: JSON.stringify({ description: TAG }), sort: "title", limit: "2", skip: String(skip) })).body.map((row: { title: string }) => row.title);
    expect([await page(0), await page(2), await page(4), await page(6)]).toEqual([["Alpha", "Bravo"], ["Charlie", "Delta"], ["Echo"], []]);
    expect((await list({ limit: "500" })).status).toBe(200);
  });

  it("counts the matching records", async () => {
    expect((await countOf({ description: TAG })).body).toEqual({ count: 5 });
    expect((await countOf({ description: TAG, stardust_reward: { $gt: 20 } })).body).toEqual({ count: 2 });
    expect((await countOf({ description: TAG, title: "Nobody" })).body).toEqual({ count: 0 });
  });

  it("deletes exactly the matching records with deleteMany", async () => {
    const made = await server.api("/entities/Quest/bulk", { method: "POST", token: admin.token, body: [quest({ title: "Doomed", description: "temp" }), quest({ title: "Kept", description: "temp" })] });
    expect(made.status).toBe(200);
    const deleted = await server.api("/entities/Quest", { method: "DELETE", token: admin.token, body: { description: "temp", title: "Doomed" } });
    expect(deleted).toMatchObject({ status: 200, body: { deleted: 1 } });
    expect((await countOf({ description: "temp" })).body).toEqual({ count: 1 });
    await seedIntact();
  });
});

/** Queries the parser must refuse, with the word the message has to name. */
const BAD_QUERIES: [string, object, string][] = [
  ["$where", { $where: "this.stardust_reward > 0" }, "$where"],
  ["$regex", { title: { $regex: "^A" } }, "$regex"],
  ["$function", { $function: { body: "function () { return true }", args: [], lang: "js" } }, "$function"],
  ["$expr", { $expr: { $gt: ["$stardust_reward", 0] } }, "$expr"],
  ["$where on a field", { title: { $where: "1 = 1" } }, "$where"],
  ["$not", { title: { $not: { $eq: "Alpha" } } }, "$not"],
  ["$nor", { $nor: [{ title: "Alpha" }] }, "$nor"],
  ["an operator nested in $eq", { title: { $eq: { $gt: 1 } } }, "title"],
  ["an operator nested in $in", { stardust_reward: { $in: [{ $gt: 1 }] } }, "stardust_reward"],
  ["an unknown field", { nope: 1 }, "nope"],
  ["a field of another table", { "users.email": "x@soundship.test" }, "users.email"],
  ["SQL as a field name", { "title = title or 1=1 --": "x" }, "title = title or 1=1 --"],
  ["an unknown field inside $or", { $or: [{ title: "Alpha" }, { password: "x" }] }, "password"],
  ["1e300 on an integer", { stardust_reward: 1e300 }, "stardust_reward"],
  ["2**53 on an integer", { stardust_reward: 2 ** 53 }, "stardust_reward"],
  ["-2**40 on an integer", { stardust_reward: { $gt: -(2 ** 40) } }, "stardust_reward"],
  ["2**31 on an integer", { objective_count: { $lt: 2 ** 31 } }, "objective_count"],
  ["a fraction on an integer", { stardust_reward: 1.5 }, "stardust_reward"],
  ["NaN as a string", { stardust_reward: "NaN" }, "stardust_reward"],
  ["Infinity as a string", { xp_reward: { $gte: "Infinity" } }, "xp_reward"],
  ["NaN as a date-time", { created_date: { $gt: "NaN" } }, "created_date"],
  ["a number as a date-time", { created_date: { $gt: 0 } }, "created_date"],
  ["a string for an integer", { objective_count: "1" }, "objective_count"],
  ["a number for a boolean", { is_active: 1 }, "is_active"],
  ["a string for a boolean", { is_active: "true" }, "is_active"],
  ["a number for a string", { title: 42 }, "title"],
  ["a boolean for a string", { title: true }, "title"],
  ["an object for a string", { title: { first: "A" } }, "first"],
  ["an array without $in", { quest_type: ["daily", "weekly"] }, "quest_type"],
  ["$in without an array", { quest_type: { $in: "daily" } }, "$in"],
  ["$nin without an array", { quest_type: { $nin: { daily: true } } }, "$nin"],
  ["$in with a wrong-typed item", { stardust_reward: { $in: [10, "20"] } }, "stardust_reward"],
  ["$exists with a non-boolean", { xp_reward: { $exists: 1 } }, "$exists"],
  ["an empty condition", { title: {} }, "title"],
  ["$and without an array", { $and: { title: "Alpha" } }, "$and"],
  ["$or with an empty array", { $or: [] }, "$or"],
  ["$in with 101 items", { title: { $in: range(101).map(String) } }, "$in"],
  ["$nin with 101 items", { stardust_reward: { $nin: range(101) } }, "$nin"],
  ["21 conditions", { $and: range(21).map(() => ({ stardust_reward: { $gte: 0 } })) }, "20 conditions"],
  ["5 levels of $and", nested(4), "4 levels"],
  ["5 levels of $or and $and", { $or: [{ $and: [{ $or: [{ $and: [{ title: "Alpha" }] }] }] }] }, "4 levels"],
  ["an array as the query", [{ title: "Alpha" }], "JSON object"],
];

describe("q refuses injection and garbage with a 400 naming the problem", () => {
  it.each(BAD_QUERIES)("list: %s", async (_name, q, mention) => {
    expect400(await list({ q: JSON.stringify(q) }), mention);
  });

  it.each(BAD_QUERIES)("count: %s", async (_name, q, mention) => {
    expect400(await countOf(q), mention);
  });

  it.each(BAD_QUERIES)("deleteMany: %s, deleting nothing", async (_name, q, mention) => {
    const before = await questRows();
    expect400(await server.api("/entities/Quest", { method: "DELETE", token: admin.token, body: q }), mention);
    expect(await questRows()).toBe(before);
  });

  it.each<[string, string, string]>([
    ["invalid JSON", "{title: 'Alpha'", "q is not valid JSON"],
    ["an empty q", "", "q is not valid JSON"],
    ["Infinity from an overflowing literal", '{"stardust_reward": 1e400}', "stardust_reward"],
    ["a string", '"Alpha"', "JSON object"],
    ["null", "null", "JSON object"],
    ["a number", "5", "JSON object"],
    ["a q over 10,000 characters", JSON.stringify({ title: "x".repeat(10_001) }), "querystring.q"],
  ])("list and count: %s", async (_name, q, mention) => {
    expect400(await list({ q }), mention);
    expect400(await countOf(q), mention);
  });

  it("answers q=null and an empty sort on their own, after the same list without them was answered", async () => {
    // A list's statement is kept for the next identical list: an absent q or sort must not be taken for null or "".
    expect((await list({})).status).toBe(200);
    expect400(await list({ q: "null" }), "JSON object");
    const newestFirst = (await list({ q: JSON.stringify({ description: TAG }) })).body.map((row: { id: string }) => row.id);
    const byId = (await list({ q: JSON.stringify({ description: TAG }), sort: "" })).body.map((row: { id: string }) => row.id);
    expect(byId).toEqual([...byId].sort());
    expect(new Set(byId)).toEqual(new Set(newestFirst));
  });

  it("refuses a repeated q", async () => {
    expect400(await server.api("/entities/Quest?q={}&q={}", { token: pilot.token }), "querystring.q");
  });

  it("refuses a text value over 10,000 characters in deleteMany", async () => {
    const before = await questRows();
    expect400(await server.api("/entities/Quest", { method: "DELETE", token: admin.token, body: { title: "x".repeat(10_001) } }), "title");
    expect(await questRows()).toBe(before);
  });

  it.each<[string, Record<string, string>, string]>([
    ["an unknown sort field", { sort: "nope" }, "nope"],
    ["an unknown descending sort field", { sort: "title,-nope" }, "nope"],
    ["SQL in sort", { sort: "title; drop table users" }, "title; drop table users"],
    ["an expression in sort", { sort: "(select password from accounts)" }, "(select password from accounts)"],
    ["more than 5 sort fields", { sort: "title,quest_type,stardust_reward,xp_reward,is_active,objective_count" }, "sort"],
    ["an unknown field in fields", { fields: "title,nope" }, "nope"],
    ["SQL in fields", { fields: "title,password from users --" }, "password from users --"],
    ["limit 0", { limit: "0" }, "limit"],
    ["limit 501", { limit: "501" }, "limit"],
    ["limit -1", { limit: "-1" }, "limit"],
    ["limit abc", { limit: "abc" }, "limit"],
    ["limit 1.5", { limit: "1.5" }, "limit"],
    ["skip -1", { skip: "-1" }, "skip"],
    ["skip abc", { skip: "abc" }, "skip"],
  ])("list: %s", async (_name, params, mention) => {
    expect400(await list(params), mention);
  });

  it.each(["__proto__", "constructor", "toString", "hasOwnProperty", "users"])("answers 404 for the entity name %s", async (name) => {
    const reply = await server.api(`/entities/${name}`, { token: pilot.token });
    expect(reply).toMatchObject({ status: 404, body: { code: "NOT_FOUND", message: `Unknown entity ${name}` } });
  });
});

describe("SQL in values is only ever data", () => {
  const TITLE = "'; drop table users; --";

  it("stores a quest titled with SQL and finds it by an exact match; the users table still works", async () => {
    const created = await server.api("/entities/Quest", { method: "POST", token: admin.token, body: quest({ title: TITLE }) });
    expect(created.status).toBe(200);
    expect(created.body.title).toBe(TITLE);
    const found = await list({ q: JSON.stringify({ title: TITLE }) });
    expect(found.status).toBe(200);
    expect(found.body.map((row: { id: string }) => row.id)).toEqual([created.body.id]);
    expect((await list({ q: JSON.stringify({ title: { $in: [TITLE, "Alpha"] }, description: { $in: ["", TAG] } }), sort: "title" })).body).toHaveLength(2);

    const newcomer = await server.pilot();
    expect((await server.api("/entities/User/me", { token: newcomer.token })).body.email).toBe(newcomer.email);
    const [users] = await server.database.db.select({ n: count() }).from(schema.users);
    expect(users!.n).toBeGreaterThanOrEqual(3);
  });

  it.each(["x' or '1'='1", "Alpha' --", "%", "Al%", "_lpha", "Alpha\\", "\" or \"\"=\""])("matches %s literally", async (value) => {
    expect(await titles({ title: value })).toEqual([]);
  });
});

describe("request bodies", () => {
  const invalidJson = "{\"title\": \"Alpha\",";
  const bodyCalls: [string, string, string][] = [
    ["create", "POST", "/entities/Quest"],
    ["bulk", "POST", "/entities/Quest/bulk"],
    ["update", "PUT", "/entities/Quest/some-id"],
    ["deleteMany", "DELETE", "/entities/Quest"],
  ];
  const raw = (method: string, path: string, rawBody: string) =>
    server.api(path, { method, token: admin.token, rawBody, headers: { "content-type": "application/json" } });

  it.each(bodyCalls)("%s: a body over 1 MB is a 413", async (_name, method, path) => {
    const before = await questRows();
    const reply = await raw(method, path, JSON.stringify({ title: "x".repeat(1024 * 1024 + 1) }));
    expect(reply).toMatchObject({ status: 413, body: { code: "PAYLOAD_TOO_LARGE", message: PLATFORM_MESSAGES.payloadTooLarge } });
    expect(await questRows()).toBe(before);
  });

  it.each(bodyCalls)("%s: invalid JSON is a 400 INVALID_JSON", async (_name, method, path) => {
    const before = await questRows();
    expect400(await raw(method, path, invalidJson), PLATFORM_MESSAGES.invalidJson, "INVALID_JSON");
    expect(await questRows()).toBe(before);
  });

  it("refuses a prototype-poisoning body as invalid JSON", async () => {
    const before = await questRows();
    const body = JSON.stringify(quest()).replace("{", "{\"__proto__\": {\"role\": \"admin\"},");
    expect400(await raw("POST", "/entities/Quest", body), PLATFORM_MESSAGES.invalidJson, "INVALID_JSON");
    expect(await questRows()).toBe(before);
  });

  it.each<[string, unknown, string]>([
    ["a JSON string", "Alpha", "object"],
    ["an array", [quest()], "object"],
    ["null", null, "object"],
    ["2**53 for an integer", quest({ stardust_reward: 2 ** 53 }), "stardust_reward"],
    ["1e300 for an integer", quest({ objective_count: 1e300 }), "objective_count"],
    ["a negative reward", quest({ stardust_reward: -(2 ** 40) }), "stardust_reward"],
    ["a string for an integer", quest({ xp_reward: "10" }), "xp_reward"],
    ["a number for a boolean", quest({ is_active: 1 }), "is_active"],
    ["an object for a string", quest({ title: { $gt: "" } }), "title"],
    ["an unknown field", quest({ owner: "x" }), "owner"],
  ])("create refuses %s with a 400 naming the problem", async (_name, body, mention) => {
    const before = await questRows();
    expect400(await server.api("/entities/Quest", { method: "POST", token: admin.token, body }), mention);
    expect(await questRows()).toBe(before);
  });

  it.each<[string, unknown, string]>([
    ["an object", quest(), "bulk takes an array of records"],
    ["a string", "Alpha", "bulk takes an array of records"],
    ["an empty array", [], "Nothing to create"],
    ["501 records", range(501).map(() => quest()), "At most 500 records"],
    ["a bad second record", [quest(), quest({ quest_type: "hourly" }), quest()], "item 1: quest_type"],
  ])("bulk refuses %s and creates nothing", async (_name, body, mention) => {
    const before = await questRows();
    expect400(await server.api("/entities/Quest/bulk", { method: "POST", token: admin.token, body }), mention);
    expect(await questRows()).toBe(before);
  });

  it.each<[string, unknown]>([
    ["an empty query", {}],
    ["no body", undefined],
    ["an $and of empty queries", { $and: [{}] }],
    ["an $or of empty queries", { $or: [{}, {}] }],
  ])("deleteMany refuses %s", async (_name, body) => {
    const before = await questRows();
    expect400(await server.api("/entities/Quest", { method: "DELETE", token: admin.token, body }), "deleteMany needs a query");
    expect(await questRows()).toBe(before);
  });
});

describe("CSV import", () => {
  const HEADER = "title,quest_type,objective_event,stardust_reward";
  const upload = (csv: string) => {
    const form = new FormData();
    form.append("file", new Blob([csv], { type: "text/csv" }), "quests.csv");
    return server.api("/entities/Quest/import", { method: "POST", token: admin.token, rawBody: form });
  };

  it("imports good rows with typed cells", async () => {
    const reply = await upload(`${HEADER}\nImported One,daily,upload,15\nImported Two,weekly,vote,\n`);
    expect(reply.status).toBe(200);
    expect(reply.body.imported).toBe(2);
    expect(reply.body.items).toMatchObject([{ title: "Imported One", stardust_reward: 15 }, { title: "Imported Two", stardust_reward: 0 }]);
  });

  it.each<[string, string, string]>([
    ["a bad row among good ones", `${HEADER}\nGood One,daily,upload,5\nBad,hourly,upload,5\nGood Two,daily,upload,5\n`, "item 1: quest_type"],
    ["a number too big", `${HEADER}\nBig One,daily,upload,5\nBig,daily,upload,1e300\n`, "item 1: stardust_reward"],
    ["text for a number", `${HEADER}\nWordy,daily,upload,lots\n`, "stardust_reward"],
    ["an unknown column", `${HEADER},owner\nSneaky,daily,upload,5,x@soundship.test\n`, "owner"],
    ["an unclosed quote", `${HEADER}\n"Unclosed,daily,upload,5\n`, "The CSV could not be read"],
    ["a header only", `${HEADER}\n`, "Nothing to create"],
    ["501 rows", `${HEADER}\n${"Many,daily,upload,1\n".repeat(501)}`, "at most 500 rows"],
  ])("refuses %s and creates nothing", async (_name, csv, mention) => {
    const before = await questRows();
    expect400(await upload(csv), mention);
    expect(await questRows()).toBe(before);
  });

  it("refuses a CSV that is not multipart with a 415", async () => {
    const reply = await server.api("/entities/Quest/import", { method: "POST", token: admin.token, body: { csv: `${HEADER}\nX,daily,upload,1\n` } });
    expect(reply).toMatchObject({ status: 415, body: { code: "UNSUPPORTED_MEDIA_TYPE" } });
  });

  it("refuses a CSV file over 1 MB with a 413", async () => {
    const before = await questRows();
    const reply = await upload(`${HEADER}\n${"Bulky quest title,daily,upload,1\n".repeat(40_000)}`);
    expect({ status: reply.status, code: reply.body?.code }).toEqual({ status: 413, code: "PAYLOAD_TOO_LARGE" });
    expect(await questRows()).toBe(before);
  });
});

describe("values the database itself cannot take are a 4xx, not a 500", () => {
  it("refuses a NUL character in a q value with a 400 naming the field", async () => {
    expect400(await list({ q: JSON.stringify({ title: "Al\u0000pha" }) }), "title");
  });

  it("answers an id holding a NUL character as absent or invalid", async () => {
    const reply = await server.api("/entities/Quest/some%00id", { token: pilot.token });
    // Either is a fair answer for an id no record can have; a 500 is not.
    expect([400, 404]).toContain(reply.status);
  });

  it.each<[string, () => Promise<Reply>]>([
    ["create", () => server.api("/entities/Quest", { method: "POST", token: admin.token, body: quest({ title: "Nul\u0000Quest" }) })],
    ["bulk", () => server.api("/entities/Quest/bulk", { method: "POST", token: admin.token, body: [quest(), quest({ description: "Nul\u0000" })] })],
    ["import", () => {
      const form = new FormData();
      form.append("file", new Blob(["title,quest_type,objective_event\nNul\u0000Quest,daily,upload\n"]), "quests.csv");
      return server.api("/entities/Quest/import", { method: "POST", token: admin.token, rawBody: form });
    }],
  ])("%s refuses a NUL character in a record with a 400, creating nothing", async (_name, call) => {
    const before = await questRows();
    const reply = await call();
    expect({ status: reply.status, code: reply.body?.code }).toEqual({ status: 400, code: "VALIDATION_FAILED" });
    expect(await questRows()).toBe(before);
  });

  it("update refuses a NUL character with a 400, changing nothing", async () => {
    const [alpha] = await server.database.db.select().from(schema.quests).where(eq(schema.quests.title, "Alpha"));
    const reply = await server.api(`/entities/Quest/${alpha!.id}`, { method: "PUT", token: admin.token, body: { title: "Al\u0000pha" } });
    expect({ status: reply.status, code: reply.body?.code }).toEqual({ status: 400, code: "VALIDATION_FAILED" });
    const [after] = await server.database.db.select().from(schema.quests).where(eq(schema.quests.id, alpha!.id));
    expect(after).toEqual(alpha);
  });

  it("refuses a date-time past year 9999 in q with a 400 naming the field", async () => {
    expect(await titles({ created_date: { $lt: "9999-12-31T23:59:59Z" } })).toHaveLength(SEED.length);
    expect400(await list({ q: JSON.stringify({ created_date: { $lt: "+010000-01-01T00:00:00Z" } }) }), "created_date");
  });
});

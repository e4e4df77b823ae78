import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchRows, type Database } from "../src/db/client.ts";
import { postgresReader, statementNames } from "../src/db/prepared.ts";
import { quests, stardustTransactions } from "../src/db/schema.ts";
import { freshDatabase, testDatabaseKind } from "./helpers/database.ts";
import { startServer, type TestServer, type TestPilot } from "./helpers/server.ts";

let server: TestServer;
let pilot: TestPilot;
beforeAll(async () => {
  server = await startServer();
  pilot = await server.pilot();
});
afterAll(() => server?.close());

/** Times with every precision PostgreSQL stores, as the database writes them. */
const TIMES = ["2026-01-02 03:04:05+00", "2026-01-02 03:04:05.6+00", "2026-01-02 03:04:05.67+00", "2026-01-02 03:04:05.678+00", "2026-01-02 03:04:05.678912+00", "0099-12-31 23:59:59.999999+00"];

/** A quest as a pilot reads it: who made it is private (decisions/007). */
const shown = ({ created_by: _private, ...row }: typeof quests.$inferSelect) => row;

const raw = async (path: string) => {
  const reply = await fetch(`${server.url}/api/apps/soundship${path}`, { headers: { authorization: `Bearer ${pilot.token}` } });
  expect(reply.status).toBe(200);
  return reply.text();
};

describe("the entity read path", () => {
  it("answers the same bytes as the Drizzle row it replaced, timestamps of every precision included", async () => {
    const db = server.database.db;
    const ids: string[] = [];
    for (const [index, time] of TIMES.entries()) {
      const [row] = await db
        .insert(quests)
        .values({ title: `Quest ${index}`, quest_type: "daily", objective_event: "login", created_date: sql`${time}::timestamptz`, updated_date: sql`${time}::timestamptz` })
        .returning({ id: quests.id });
      ids.push(row!.id);
    }
    // Before: Drizzle read a row by id into Dates, which JSON wrote back as ISO 8601. Its Date parse
    // reads a year below 100 as 19xx; lists (the driver's parser) answered 0099, as both paths now do.
    for (const id of ids.slice(0, -1)) {
      const [before] = await db.select().from(quests).where(eq(quests.id, id));
      expect(await raw(`/entities/Quest/${id}`)).toBe(JSON.stringify(shown(before!)));
    }
    const list = await raw(`/entities/Quest?sort=created_date&q=${encodeURIComponent(JSON.stringify({ id: { $in: ids } }))}`);
    const before = await db.select().from(quests).where(sql`${quests.id} in ${ids}`).orderBy(quests.created_date, quests.id);
    expect(list).toBe(JSON.stringify(before.map(shown)).replaceAll("1999-12-31", "0099-12-31"));
    expect(JSON.parse(await raw(`/entities/Quest/${ids.at(-1)}`))).toMatchObject({ created_date: "0099-12-31T23:59:59.999Z" });
    expect(JSON.parse(list).map((row: { created_date: string }) => row.created_date)).toEqual([
      "0099-12-31T23:59:59.999Z", "2026-01-02T03:04:05.000Z", "2026-01-02T03:04:05.600Z", "2026-01-02T03:04:05.670Z", "2026-01-02T03:04:05.678Z", "2026-01-02T03:04:05.678Z",
    ]);
  });

  it("answers an owner's ledger row by id the same as before, and a stranger's as absent", async () => {
    const db = server.database.db;
    const [row] = await db.select().from(stardustTransactions).where(eq(stardustTransactions.user_email, pilot.email));
    expect(await raw(`/entities/StardustTransaction/${row!.id}`)).toBe(JSON.stringify(row));
    const other = await server.pilot();
    const reply = await server.api(`/entities/StardustTransaction/${row!.id}`, { token: other.token });
    expect(reply.status).toBe(404);
  });
});

describe("named statements", () => {
  let database: Database & { url?: string };
  beforeAll(async () => {
    database = await freshDatabase(1);
  });
  afterAll(() => database?.close());

  it("prepares a read once by its SQL text and binds its values, never splicing them in", async () => {
    const text = "select id, title from quests where title = $1 and created_date < $2";
    for (const title of ["Daily", "x' or '1'='1"]) {
      expect(await fetchRows(database.db, { sql: text, params: [title, "2100-01-01T00:00:00.000Z"] })).toEqual([]);
    }
    const prepared = await fetchRows<{ name: string; statement: string }>(database.db, {
      sql: "select name, statement from pg_prepared_statements where statement = $1",
      params: [text],
    });
    expect(prepared).toEqual([{ name: expect.stringMatching(/^ss_[0-9a-f]{40}$/), statement: text }]);
  });

  it("reads timestamps as ISO 8601 text and money as numbers", async () => {
    const [row] = await fetchRows<{ at: unknown; money: unknown }>(database.db, {
      sql: "select $1::timestamptz as at, 12.5::numeric as money",
      params: ["2026-03-04T05:06:07.891Z"],
    });
    expect(row).toEqual({ at: "2026-03-04T05:06:07.891Z", money: 12.5 });
  });

  it("names the statements a transaction sends with values; those without (several commands in one text) keep the simple protocol", async () => {
    const title = "Named in a transaction";
    const found = await database.db.transaction((tx) => tx.select({ id: quests.id }).from(quests).where(eq(quests.title, title)));
    expect(found).toEqual([]);
    if (testDatabaseKind !== "postgres") return; // PGlite runs transactions through its own query(), unnamed.
    // A text sent as a plain string with values is named the same way.
    const plain = "select id from quests where description = $1";
    await (database.db.$client as { query(text: string, values: unknown[]): Promise<unknown> }).query(plain, ["Named as a string"]);
    // The extended protocol refuses a text of several commands: this runs only on the simple one.
    await database.db.transaction((tx) => tx.execute(sql.raw("select 1; select 2")));
    const prepared = await fetchRows<{ name: string; statement: string }>(database.db, {
      sql: "select name, statement from pg_prepared_statements where statement like $1 or statement like $2",
      params: ['%from "quests" where "quests"."title" = $1', "select 1; select 2"],
    });
    expect(prepared).toEqual([{ name: expect.stringMatching(/^ss_[0-9a-f]{40}$/), statement: expect.stringContaining('"quests"."title" = $1') }]);
    const named = await fetchRows<{ name: string }>(database.db, { sql: "select name from pg_prepared_statements where statement = $1", params: [plain] });
    expect(named).toEqual([{ name: expect.stringMatching(/^ss_[0-9a-f]{40}$/) }]);
  });

  it("reads a text again with new values, named or past the naming cap", async () => {
    if (testDatabaseKind !== "postgres") return; // PGlite has its own reader (pgliteReader).
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      const text = "select $1::int + 1 as next, $2::timestamptz as at";
      for (const max of [1, 0]) {
        const read = postgresReader(pool, statementNames(max));
        expect(await read(text, [1, "2026-03-04T05:06:07.891Z"])).toEqual([{ next: 2, at: "2026-03-04T05:06:07.891Z" }]);
        expect(await read(text, [41, "2026-03-04T05:06:08Z"])).toEqual([{ next: 42, at: "2026-03-04T05:06:08.000Z" }]);
        const named = await read<{ n: number }>("select count(*)::int as n from pg_prepared_statements where statement = $1", [text]);
        // The pool's one connection prepared the text once, named, in the first round; past the cap nothing more.
        expect(named).toEqual([{ n: 1 }]);
      }
    } finally {
      await pool.end();
    }
  });

  it("refuses to run in a transaction, where the pool's statements are not", async () => {
    await expect(database.db.transaction((tx) => fetchRows(tx, { sql: "select 1", params: [] }))).rejects.toThrow(/pool/);
  });
});

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchRows, type Database } from "../src/db/client.ts";
import { quests, users } from "../src/db/schema.ts";
import { queryRows, queryRowsInPages, renderStatement, tableRow } from "../src/db/statements.ts";
import { freshDatabase, testDatabaseKind } from "./helpers/database.ts";

let database: Database;
beforeAll(async () => {
  database = await freshDatabase(1);
});
afterAll(() => database?.close());

const INSERT_QUEST = renderStatement(
  sql`insert into ${quests} (title, quest_type, objective_event) values (${sql.placeholder("title")}, 'daily', 'login') returning *`,
);
const questsTitled = (title: string) => database.db.select({ id: quests.id }).from(quests).where(eq(quests.title, title));

describe("rendered statements", () => {
  it("run on the transaction's connection: they roll back with it and commit with it", async () => {
    const refused = database.db.transaction(async (tx) => {
      await queryRows(tx, INSERT_QUEST, { title: "Rolled back" });
      throw new Error("refused");
    });
    await expect(refused).rejects.toThrow("refused");
    expect(await questsTitled("Rolled back")).toEqual([]);

    await database.db.transaction((tx) => queryRows(tx, INSERT_QUEST, { title: "Committed" }));
    expect(await questsTitled("Committed")).toHaveLength(1);
    // The database handle runs them on the pool.
    await queryRows(database.db, INSERT_QUEST, { title: "On the pool" });
    expect(await questsTitled("On the pool")).toHaveLength(1);
  });

  it("bind their values, never splicing them into the text", async () => {
    const title = "x'); drop table quests; --";
    const [row] = await database.db.transaction((tx) => queryRows(tx, INSERT_QUEST, { title }));
    expect(row).toMatchObject({ title });
    expect(await questsTitled(title)).toHaveLength(1);
  });

  it("give rows that map to exactly what Drizzle's select returns: Dates, date strings, numbers, nulls", async () => {
    const [inserted] = await queryRows(database.db, INSERT_QUEST, { title: "Mapped" });
    const [drizzleQuest] = await database.db.select().from(quests).where(eq(quests.title, "Mapped"));
    expect(tableRow(quests)(inserted!)).toEqual(drizzleQuest);
    expect(tableRow(quests)(inserted!).created_date).toBeInstanceOf(Date);

    const id = "statements-pilot";
    await database.db.insert(users).values({
      id,
      name: "Mapped Pilot",
      email: "mapped@soundship.test",
      xpMultiplierUntil: new Date("2026-03-04T05:06:07.891Z"),
      lastDailyCard: "2026-03-04",
      stardust: 42,
    });
    const [raw] = await queryRows(database.db, renderStatement(sql`select * from ${users} where ${users.id} = ${sql.placeholder("id")}`), { id });
    const [drizzlePilot] = await database.db.select().from(users).where(eq(users.id, id));
    const mapped = tableRow(users)(raw!);
    expect(mapped).toEqual(drizzlePilot);
    expect(mapped).toMatchObject({ xpMultiplierUntil: new Date("2026-03-04T05:06:07.891Z"), lastDailyCard: "2026-03-04", rankBoostUntil: null, stardust: 42 });
  });

  it("are prepared once per connection by their text, in a transaction too", async () => {
    if (testDatabaseKind !== "postgres") return; // PGlite runs transactions through its own query(), unnamed.
    const statement = renderStatement(sql`select ${quests.id} from ${quests} where ${quests.description} = ${sql.placeholder("description")}`);
    await database.db.transaction((tx) => queryRows(tx, statement, { description: "Prepared in a transaction" }));
    const prepared = await fetchRows<{ name: string }>(database.db, {
      sql: "select name from pg_prepared_statements where statement = $1",
      params: [statement.text],
    });
    expect(prepared).toEqual([{ name: expect.stringMatching(/^ss_[0-9a-f]{40}$/) }]);
  });
});

describe("rows read in pages", () => {
  const NUMBERS = renderStatement(sql`select g as n, ${sql.placeholder("label")}::text as label from generate_series(1, ${sql.placeholder("count")}::int) g order by g desc`);
  const numbers = (count: number) => Array.from({ length: count }, (_, i) => ({ n: count - i, label: "page" }));

  it("are every row of the statement, in its order, whether the pages divide them or not", async () => {
    for (const count of [0, 1, 9, 10, 11, 25]) {
      const read = await database.db.transaction((tx) => queryRowsInPages(tx, NUMBERS, { label: "page", count }, "numbers", 5));
      expect(read).toEqual(numbers(count));
      expect(read).toEqual(await queryRows(database.db, NUMBERS, { label: "page", count }));
    }
  });

  it("leave the transaction as it was: its cursor closed, its writes still its own", async () => {
    await database.db.transaction(async (tx) => {
      await queryRows(tx, INSERT_QUEST, { title: "Beside a paged read" });
      // The same cursor name twice in one transaction: the first was closed.
      expect(await queryRowsInPages(tx, NUMBERS, { label: "page", count: 7 }, "numbers", 3)).toEqual(numbers(7));
      expect(await queryRowsInPages(tx, NUMBERS, { label: "page", count: 4 }, "numbers", 3)).toEqual(numbers(4));
      expect(await queryRows(tx, renderStatement(sql`select count(*)::int as n from ${quests} where ${quests.title} = 'Beside a paged read'`))).toEqual([{ n: 1 }]);
    });
    expect(await questsTitled("Beside a paged read")).toHaveLength(1);
  });

  it("run on the database handle too, and give its one connection back, after a failure as well", async () => {
    expect(await queryRowsInPages(database.db, NUMBERS, { label: "page", count: 12 }, "numbers", 5)).toEqual(numbers(12));
    // A count that is not a number fails the read; the pool's only connection must come back clean.
    await expect(queryRowsInPages(database.db, NUMBERS, { label: "page", count: "many" }, "numbers", 5)).rejects.toThrow();
    expect(await queryRowsInPages(database.db, NUMBERS, { label: "page", count: 3 }, "numbers", 5)).toEqual(numbers(3));
    await database.db.transaction((tx) => queryRows(tx, INSERT_QUEST, { title: "After a failed paged read" }));
    expect(await questsTitled("After a failed paged read")).toHaveLength(1);
  });
});

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchRows, type Database } from "../src/db/client.ts";
import { quests, users } from "../src/db/schema.ts";
import { queryRows, renderStatement, tableRow } from "../src/db/statements.ts";
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

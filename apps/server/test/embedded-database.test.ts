import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.ts";
import { pgliteSnapshot } from "./helpers/database.ts";
import { tempDataDir } from "./helpers/uploads.ts";

const dataDir = tempDataDir();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Database = Awaited<ReturnType<typeof openDatabase>>;
const rows = async (database: Database, query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe("an embedded database folder started from a snapshot", () => {
  it("is migrated on its first start, and keeps its rows when opened again with the snapshot", async () => {
    const first = await openDatabase({ dataDir, snapshot: await pgliteSnapshot() });
    expect(await rows(first, sql`select count(*)::int as pilots from users`)).toEqual([{ pilots: 0 }]);
    await first.db.execute(sql`create table kept (name text)`);
    await first.db.execute(sql`insert into kept values ('Vega')`);
    await first.close();

    // The folder holds a database now: the snapshot is not loaded over it.
    const again = await openDatabase({ dataDir, snapshot: await pgliteSnapshot() });
    expect(await rows(again, sql`select name from kept`)).toEqual([{ name: "Vega" }]);
    await again.close();
  });
});

import { describe, expect, it } from "vitest";
import { createSqlCache } from "./sql-cache.ts";

describe("sql cache", () => {
  it("returns what was stored and lets the oldest entry go when full", () => {
    const cache = createSqlCache(2);
    const a = { sql: "select 1", params: [] };
    expect(cache.set("a", a)).toBe(a);
    cache.set("b", { sql: "select 2", params: [] });
    cache.set("c", { sql: "select 3", params: [] });
    expect([cache.get("a"), cache.get("b")?.sql, cache.get("c")?.sql]).toEqual([undefined, "select 2", "select 3"]);
  });
});

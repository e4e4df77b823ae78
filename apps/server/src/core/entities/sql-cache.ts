import type { BuiltSql } from "../../db/client.ts";

/** A bounded map of built statements; the oldest entry leaves when it is full. */
export function createSqlCache(max: number) {
  const entries = new Map<string, BuiltSql>();
  return {
    get: (key: string) => entries.get(key),
    set(key: string, built: BuiltSql): BuiltSql {
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(key, built);
      return built;
    },
  };
}

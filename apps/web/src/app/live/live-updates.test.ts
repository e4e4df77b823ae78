import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CURRENT_USER_KEY } from "@/lib/hooks/current-user";
import { createLiveCacheUpdater } from "./live-updates";

afterEach(() => vi.useRealTimers());

function cache() {
  const client = new QueryClient();
  client.setQueryData(CURRENT_USER_KEY, { id: "p1", stardust: 100 });
  for (const key of [["battles", "details", "b1"], ["judging", "battles"], ["quests", "board"], ["vault", "transactions", "a@b"], ["tournaments", "list"]]) {
    client.setQueryData(key, { loaded: true });
  }
  return client;
}
const stale = (client: QueryClient, key: string[]) => client.getQueryState(key)?.isInvalidated ?? false;

describe("live events in the query cache", () => {
  it("writes a new balance at once and marks the Vault's history stale", () => {
    vi.useFakeTimers();
    const client = cache();
    createLiveCacheUpdater(client)("balance", { stardust: 175 });
    expect(client.getQueryData(CURRENT_USER_KEY)).toEqual({ id: "p1", stardust: 175 });
    vi.advanceTimersByTime(200);
    expect(stale(client, ["vault", "transactions", "a@b"])).toBe(true);
    expect(stale(client, ["battles", "details", "b1"])).toBe(false);
  });

  it("marks a battle's page and the Judge Panel stale on a vote, gathering a burst into one pass", () => {
    vi.useFakeTimers();
    const client = cache();
    const spy = vi.spyOn(client, "invalidateQueries");
    const apply = createLiveCacheUpdater(client);
    for (let votes = 1; votes <= 5; votes++) apply("battle_votes", { battle_id: "b1", votes });
    expect(stale(client, ["battles", "details", "b1"])).toBe(false);
    vi.advanceTimersByTime(200);
    expect(stale(client, ["battles", "details", "b1"])).toBe(true);
    expect(stale(client, ["judging", "battles"])).toBe(true);
    expect(stale(client, ["quests", "board"])).toBe(false);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it("reads everything again on refresh, and quests on progress", () => {
    vi.useFakeTimers();
    const client = cache();
    const apply = createLiveCacheUpdater(client);
    apply("quest_progress", { quest_id: "q1", progress: 50 });
    vi.advanceTimersByTime(200);
    expect([stale(client, ["quests", "board"]), stale(client, ["tournaments", "list"])]).toEqual([true, false]);
    apply("refresh", {});
    expect(stale(client, ["tournaments", "list"])).toBe(true);
  });
});

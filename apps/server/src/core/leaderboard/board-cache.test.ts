import type { LeaderboardPlayer } from "@soundship/shared";
import { describe, expect, it } from "vitest";
import { createBoardCache } from "./board-cache.ts";

const player = (userId: string, rank: number): LeaderboardPlayer => ({ userId, username: userId, avatarUrl: null, score: 100 - rank, battlesWon: 0, rank });

/** A loader that counts its reads and answers each with a list naming the read. */
function counted() {
  const loader = { reads: 0, load: async () => [player(`read ${++loader.reads}`, 1)] };
  return loader;
}

describe("the shared top of a board", () => {
  it("reads a key once per time-to-live and answers every request meanwhile with that read", async () => {
    let now = 0;
    const cache = createBoardCache(1000, () => now);
    const loader = counted();
    expect(await cache.top("all_time 100", loader.load)).toEqual([player("read 1", 1)]);
    now = 999;
    expect(await cache.top("all_time 100", loader.load)).toEqual([player("read 1", 1)]);
    now = 1000;
    expect(await cache.top("all_time 100", loader.load)).toEqual([player("read 2", 1)]);
    expect(loader.reads).toBe(2);
  });

  it("lets requests that arrive during a read wait on it instead of reading again", async () => {
    const cache = createBoardCache(1000, () => 0);
    let finish!: (players: LeaderboardPlayer[]) => void;
    let reads = 0;
    const load = () => {
      reads += 1;
      return new Promise<LeaderboardPlayer[]>((resolve) => (finish = resolve));
    };
    const waiting = Promise.all([cache.top("season 2026-11-01 5", load), cache.top("season 2026-11-01 5", load), cache.top("season 2026-11-01 5", load)]);
    finish([player("p-1", 1)]);
    expect(await waiting).toEqual([[player("p-1", 1)], [player("p-1", 1)], [player("p-1", 1)]]);
    expect(reads).toBe(1);
  });

  it("keeps each key apart: boards, seasons and lengths", async () => {
    const cache = createBoardCache(1000, () => 0);
    const loader = counted();
    await cache.top("all_time 100", loader.load);
    await cache.top("all_time 5", loader.load);
    await cache.top("season 2026-11-01 100", loader.load);
    await cache.top("season 2026-12-01 100", loader.load);
    expect(await cache.top("all_time 5", loader.load)).toEqual([player("read 2", 1)]);
    expect(loader.reads).toBe(4);
  });

  it("forgets a read that failed, so the next request reads again", async () => {
    const cache = createBoardCache(1000, () => 0);
    await expect(cache.top("all_time 100", () => Promise.reject(new Error("connection lost")))).rejects.toThrow("connection lost");
    const loader = counted();
    expect(await cache.top("all_time 100", loader.load)).toEqual([player("read 1", 1)]);
  });

  it("reads for every request with a time-to-live of 0", async () => {
    const cache = createBoardCache(0, () => 0);
    const loader = counted();
    await cache.top("all_time 100", loader.load);
    expect(await cache.top("all_time 100", loader.load)).toEqual([player("read 2", 1)]);
  });
});

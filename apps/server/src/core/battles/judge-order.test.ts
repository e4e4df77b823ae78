import { describe, expect, it } from "vitest";
import { idHash, judgedEntries, judgeKey, judgePage, type JudgedEntries } from "./judge-order.ts";

/** Every page of `limit` from the start, followed by their cursors. */
function pages(entries: JudgedEntries, judge: string, limit: number): string[][] {
  const all: string[][] = [];
  let after: string | undefined;
  do {
    const page = judgePage(entries, judge, after, limit);
    all.push(page.ids);
    after = page.next ?? undefined;
  } while (after);
  return all;
}

describe("a judge's order", () => {
  const ids = Array.from({ length: 500 }, (_, i) => `entry-${(i * 7919) % 1000}`);
  const entries = judgedEntries(ids);

  it("is the entries sorted by the judge's key, the same on every visit and different for another judge", () => {
    const judge = idHash("judge-1");
    const plain = [...ids].sort((a, b) => judgeKey(judge, idHash(a)) - judgeKey(judge, idHash(b)) || (a < b ? -1 : 1));
    expect(judgePage(entries, "judge-1", undefined, null)).toEqual({ ids: plain, next: null });
    expect(judgePage(judgedEntries([...ids].reverse()), "judge-1", undefined, null).ids).toEqual(plain);
    const other = judgePage(entries, "judge-2", undefined, null).ids;
    expect(new Set(other)).toEqual(new Set(ids));
    expect(other).not.toEqual(plain);
    // Neither the entries' nor their ids' order: of 500, far fewer than half keep a neighbour.
    const sorted = [...ids].sort();
    const neighbours = plain.slice(1).filter((id, i) => sorted.indexOf(id) === sorted.indexOf(plain[i]!) + 1).length;
    expect(neighbours).toBeLessThan(25);
  });

  it("pages through every entry once, in order, whatever the page size", () => {
    const whole = judgePage(entries, "judge-3", undefined, null).ids;
    for (const limit of [1, 7, 50, 499, 500, 501]) {
      const all = pages(entries, "judge-3", limit);
      expect(all.flat()).toEqual(whole);
      // Full pages, then the rest (never an empty last page).
      for (const page of all.slice(0, -1)) expect(page).toHaveLength(limit);
      expect(all.at(-1)!.length).toBeGreaterThan(0);
    }
    expect(judgePage(entries, "judge-3", whole.at(-1), 10)).toEqual({ ids: [], next: null });
  });

  it("breaks ties by id, and starts where a cursor no longer listed would stand", () => {
    // Equal hashes give equal keys for every judge: the ids decide.
    const tied: JudgedEntries = { ids: ["a", "c", "e", "g"], hashes: Uint32Array.of(5, 5, 5, 5) };
    expect(judgePage(tied, "j", undefined, null).ids).toEqual(["a", "c", "e", "g"]);
    expect(judgePage(tied, "j", "c", 2)).toEqual({ ids: ["e", "g"], next: null });
    expect(judgePage(tied, "j", "a", 2)).toEqual({ ids: ["c", "e"], next: "e" });
    // "d" was removed: hashed like its neighbours here, it stood between "c" and "e".
    const removed: JudgedEntries = { ids: ["a", "c", "e"], hashes: Uint32Array.of(idHash("d"), idHash("d"), idHash("d")) };
    expect(judgePage(removed, "j", "d", 5).ids).toEqual(["e"]);
    // Removed from the middle of a larger list: the page after it is the rest, in order.
    const whole = judgePage(entries, "judge-4", undefined, null).ids;
    const gone = whole[100]!;
    const without = judgedEntries(ids.filter((id) => id !== gone));
    expect(judgePage(without, "judge-4", gone, 50).ids).toEqual(whole.slice(101, 151));
  });

  it("is empty for a battle without entries", () => {
    expect(judgePage(judgedEntries([]), "judge", undefined, 50)).toEqual({ ids: [], next: null });
    expect(judgePage(judgedEntries([]), "judge", "gone", null)).toEqual({ ids: [], next: null });
  });
});

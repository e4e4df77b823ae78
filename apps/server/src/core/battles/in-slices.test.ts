import { describe, expect, it } from "vitest";
import { forEachInSlices, jsonInSlices } from "./in-slices.ts";

describe("forEachInSlices", () => {
  it("visits every item once, in order", async () => {
    const items = Array.from({ length: 12_345 }, (_, i) => i);
    const seen: number[] = [];
    await forEachInSlices(items, (item) => seen.push(item));
    expect(seen).toEqual(items);
  });

  it("gives the event loop turns between slices, none inside one", async () => {
    const visitedWhenOthersRan: number[] = [];
    let visited = 0;
    let running = true;
    // Another request's work: it runs whenever the loop gets a turn.
    const other = () => {
      if (!running) return;
      visitedWhenOthersRan.push(visited);
      setImmediate(other);
    };
    setImmediate(other);
    await forEachInSlices(Array.from({ length: 12_000 }), () => visited++);
    running = false;
    // 12,000 items are three slices of 5,000: others ran before the second and the third, never mid-slice.
    expect(visitedWhenOthersRan).toEqual(expect.arrayContaining([5_000, 10_000]));
    expect(visitedWhenOthersRan.every((count) => count % 5_000 === 0 || count === 12_000)).toBe(true);
  });

  it("does nothing for an empty list", async () => {
    let calls = 0;
    await forEachInSlices([], () => calls++);
    expect(calls).toBe(0);
  });
});

describe("jsonInSlices", () => {
  it("writes what JSON.stringify writes, for one slice, several and none", async () => {
    for (const items of [[], ["a"], Array.from({ length: 12_345 }, (_, i) => (i % 3 ? `vote-${i}` : i / 7))]) {
      expect(await jsonInSlices(items)).toBe(JSON.stringify(items));
    }
  });
});

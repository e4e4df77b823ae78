import { describe, expect, it } from "vitest";
import { createSharedReads } from "./shared-reads.ts";

/** A loader that counts its reads and answers each with the read's number. */
function counted() {
  const loader = { reads: 0, load: async () => `read ${++loader.reads}` };
  return loader;
}

describe("reads shared between requests", () => {
  it("reads a key once per time-to-live and answers every request meanwhile with that read", async () => {
    let now = 0;
    const reads = createSharedReads(1000, () => now);
    const loader = counted();
    expect(await reads.read("top all_time 100", loader.load)).toBe("read 1");
    now = 999;
    expect(await reads.read("top all_time 100", loader.load)).toBe("read 1");
    expect(loader.reads).toBe(1);
  });

  it("answers a read past its time-to-live while one fresh read replaces it, then the fresh one", async () => {
    let now = 0;
    const reads = createSharedReads(1000, () => now);
    let finish!: (value: string) => void;
    let started = 0;
    const load = () => {
      started += 1;
      return started === 1 ? Promise.resolve("read 1") : new Promise<string>((resolve) => (finish = resolve));
    };
    expect(await reads.read("battle entries b1", load)).toBe("read 1");
    now = 1500;
    // Nobody waits on the fresh read, and the requests of the moment start no other.
    expect(await Promise.all([reads.read("battle entries b1", load), reads.read("battle entries b1", load)])).toEqual(["read 1", "read 1"]);
    expect(started).toBe(2);
    finish("read 2");
    await Promise.resolve();
    expect(await reads.read("battle entries b1", load)).toBe("read 2");
    // The fresh read's time-to-live runs from when it began.
    now = 2499;
    expect(await reads.read("battle entries b1", load)).toBe("read 2");
    expect(started).toBe(2);
  });

  it("waits for a fresh read once the last one is two times-to-live old", async () => {
    let now = 0;
    const reads = createSharedReads(1000, () => now);
    const loader = counted();
    await reads.read("active battles", loader.load);
    now = 2000;
    expect(await reads.read("active battles", loader.load)).toBe("read 2");
  });

  it("keeps answering the last read while fresh ones fail, and tries again on the next request", async () => {
    let now = 0;
    const reads = createSharedReads(1000, () => now);
    await reads.read("pilot count", async () => 41);
    now = 1200;
    let attempts = 0;
    const failing = () => {
      attempts += 1;
      return Promise.reject(new Error("connection lost"));
    };
    expect(await reads.read("pilot count", failing)).toBe(41);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await reads.read("pilot count", failing)).toBe(41);
    expect(attempts).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await reads.read("pilot count", async () => 42)).toBe(41);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await reads.read("pilot count", async () => 43)).toBe(42);
  });

  it("lets requests that arrive during a read wait on it instead of reading again", async () => {
    const reads = createSharedReads(1000, () => 0);
    let finish!: (value: string[]) => void;
    let started = 0;
    const load = () => {
      started += 1;
      return new Promise<string[]>((resolve) => (finish = resolve));
    };
    const waiting = Promise.all([reads.read("active battles", load), reads.read("active battles", load), reads.read("active battles", load)]);
    finish(["battle 1"]);
    expect(await waiting).toEqual([["battle 1"], ["battle 1"], ["battle 1"]]);
    expect(started).toBe(1);
  });

  it("keeps each key apart", async () => {
    const reads = createSharedReads(1000, () => 0);
    const loader = counted();
    for (const key of ["top all_time 100", "top all_time 5", "top season 2026-11-01 100", "top season 2026-12-01 100", "active battles"]) await reads.read(key, loader.load);
    expect(await reads.read("top all_time 5", loader.load)).toBe("read 2");
    expect(loader.reads).toBe(5);
  });

  it("forgets a read that failed, so the next request reads again", async () => {
    const reads = createSharedReads(1000, () => 0);
    await expect(reads.read("active battles", () => Promise.reject(new Error("connection lost")))).rejects.toThrow("connection lost");
    expect(await reads.read("active battles", counted().load)).toBe("read 1");
  });

  it("reads for every request with a time-to-live of 0", async () => {
    const reads = createSharedReads(0, () => 0);
    const loader = counted();
    await reads.read("active battles", loader.load);
    expect(await reads.read("active battles", loader.load)).toBe("read 2");
  });
});

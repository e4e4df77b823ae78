import { describe, expect, it } from "vitest";
import { createSessionCache } from "./session-cache.ts";
import { sessionHash } from "./pilot.ts";

const pilot = (id: string) => ({ id, email: `${id}@soundship.test`, role: "user" });

describe("session cache", () => {
  it("remembers a pilot until the time-to-live passes", () => {
    let time = 0;
    const cache = createSessionCache(5000, 10, () => time, () => 0);
    cache.set("token-a", pilot("a"));
    time = 4999;
    expect(cache.get("token-a")?.id).toBe("a");
    time = 5000;
    expect(cache.get("token-a")).toBeUndefined();
  });

  it("never keeps a pilot past the end of their session", () => {
    let time = 0;
    const cache = createSessionCache(60_000, 10, () => time, () => 0);
    cache.set("ending", pilot("a"), 1_000);
    cache.set("lasting", pilot("b"), 10 * 60_000);
    time = 999;
    expect([cache.get("ending")?.id, cache.get("lasting")?.id]).toEqual(["a", "b"]);
    time = 1_000;
    expect([cache.get("ending"), cache.get("lasting")?.id]).toEqual([undefined, "b"]);
    time = 60_000;
    expect(cache.get("lasting")).toBeUndefined();
  });

  it("spreads the expiries of tokens cached together between half the time-to-live and all of it", () => {
    let time = 0;
    const spreads = [0, 0.5, 0.999];
    const cache = createSessionCache(5000, 10, () => time, () => spreads.shift()!);
    for (const token of ["a", "b", "c"]) cache.set(token, pilot(token));
    const alive = (at: number) => {
      time = at;
      return ["a", "b", "c"].filter((token) => cache.get(token) !== undefined);
    };
    expect(alive(2499)).toEqual(["a", "b", "c"]);
    expect(alive(2503)).toEqual(["a", "b"]);
    expect(alive(3750)).toEqual(["a"]);
    expect(alive(5000)).toEqual([]);
  });

  it("forgets one token or all of them, and keeps nothing when disabled", () => {
    const cache = createSessionCache(5000);
    cache.set("a", pilot("a"));
    cache.set("b", pilot("b"));
    cache.delete("a");
    expect([cache.get("a"), cache.get("b")?.id]).toEqual([undefined, "b"]);
    cache.clear();
    expect(cache.get("b")).toBeUndefined();
    const off = createSessionCache(0);
    off.set("a", pilot("a"));
    expect(off.get("a")).toBeUndefined();
  });

  it("drops the oldest entry when full", () => {
    const cache = createSessionCache(5000, 2);
    cache.set("a", pilot("a"));
    cache.set("b", pilot("b"));
    cache.set("c", pilot("c"));
    expect([cache.get("a"), cache.get("b")?.id, cache.get("c")?.id]).toEqual([undefined, "b", "c"]);
  });
});

describe("session cache revocations", () => {
  it("forgets a session named by its hash, or every session of one pilot only", () => {
    const cache = createSessionCache(5000);
    cache.set("token-a1", pilot("a"));
    cache.set("token-a2", pilot("a"));
    cache.set("token-b", pilot("b"));
    cache.revoke({ session: sessionHash("token-a1") });
    expect([cache.get("token-a1"), cache.get("token-a2")?.id]).toEqual([undefined, "a"]);
    cache.revoke({ user_id: "a" });
    expect([cache.get("token-a2"), cache.get("token-b")?.id]).toEqual([undefined, "b"]);
  });
});

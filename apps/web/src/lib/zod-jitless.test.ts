import "./zod-jitless";
import { config } from "zod";
import { describe, expect, it } from "vitest";

describe("zod-jitless", () => {
  it("makes Zod, loaded after it, skip compiling parsers, and so never probe for eval", () => {
    expect(config().jitless).toBe(true);
  });
});

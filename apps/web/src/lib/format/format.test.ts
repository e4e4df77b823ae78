import { describe, expect, it } from "vitest";
import { initials, pilotName, shortId } from "./format";

describe("pilot card formatting", () => {
  it("shortens an id to its last six characters", () => {
    expect(shortId("3f2a9c1e-7b4d-4e0a-9c3b-5d8e2f1a6b7c")).toBe("1A6B7C");
  });

  it("prefers the callsign, then the name, then 'Commander'", () => {
    expect(pilotName({ username: "nova", full_name: "Nova Reyes" })).toBe("nova");
    expect(pilotName({ username: null, full_name: "Nova Reyes" })).toBe("Nova Reyes");
    expect(pilotName({ username: " ", full_name: "" })).toBe("Commander");
  });

  it("takes up to two initials", () => {
    expect(initials("Nova Reyes Star")).toBe("NR");
    expect(initials("nova")).toBe("N");
    expect(initials("")).toBe("?");
  });
});

import { AVATAR_MESSAGES, AVATAR_RULES } from "@soundship/shared";
import { describe, expect, it } from "vitest";
import { pictureProblem } from "./avatar";

describe("pictureProblem", () => {
  it("takes a PNG, JPEG or WebP picture up to 2 MB", () => {
    for (const type of ["image/png", "image/jpeg", "image/webp"]) expect(pictureProblem({ type, size: AVATAR_RULES.maxBytes })).toBeUndefined();
  });

  it("names what is wrong with any other file before it is sent", () => {
    expect(pictureProblem({ type: "image/svg+xml", size: 100 })).toBe(AVATAR_MESSAGES.wrongType);
    expect(pictureProblem({ type: "", size: 100 })).toBe(AVATAR_MESSAGES.wrongType);
    expect(pictureProblem({ type: "image/png", size: AVATAR_RULES.maxBytes + 1 })).toBe(AVATAR_MESSAGES.tooLarge);
    expect(pictureProblem({ type: "image/png", size: 0 })).toBe(AVATAR_MESSAGES.empty);
  });
});

import { describe, expect, it } from "vitest";
import { newPilotFromUrl, returnUrl } from "./return-url";

const ORIGIN = "https://soundship.example";

describe("returnUrl", () => {
  it("goes back to from_url with the token added", () => {
    expect(returnUrl(`${ORIGIN}/QuestBay?tab=daily#top`, "tok", ORIGIN)).toBe(`${ORIGIN}/QuestBay?tab=daily&access_token=tok#top`);
  });

  it("accepts a path", () => {
    expect(returnUrl("/Leaderboard", "tok", ORIGIN)).toBe(`${ORIGIN}/Leaderboard?access_token=tok`);
  });

  it("replaces a stale token rather than adding a second one", () => {
    expect(returnUrl(`${ORIGIN}/?access_token=old`, "new", ORIGIN)).toBe(`${ORIGIN}/?access_token=new`);
  });

  it.each([
    ["another site", "https://evil.example/steal"],
    ["a protocol-relative address", "//evil.example/steal"],
    ["a script URL", "javascript:alert(1)"],
    ["the login page itself", `${ORIGIN}/login?from_url=x`],
    ["nothing", null],
  ])("sends %s to the Dashboard instead", (_label, fromUrl) => {
    expect(returnUrl(fromUrl, "tok", ORIGIN)).toBe(`${ORIGIN}/?access_token=tok`);
  });
});

describe("newPilotFromUrl", () => {
  it.each([null, "/", `${ORIGIN}/`, `${ORIGIN}/Dashboard`, "not a url at all ::"])("lands a new pilot from %s on the landing page", (fromUrl) => {
    expect(newPilotFromUrl(fromUrl, ORIGIN, "QuestBay")).toBe("/QuestBay");
  });

  it("keeps a page the pilot asked for", () => {
    expect(newPilotFromUrl(`${ORIGIN}/StardustShop`, ORIGIN, "QuestBay")).toBe(`${ORIGIN}/StardustShop`);
  });
});

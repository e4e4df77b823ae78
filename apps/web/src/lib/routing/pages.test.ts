import { describe, expect, it } from "vitest";
import { documentTitle, PAGE_LOADING_TEXTS, PAGE_NAMES, PAGE_TITLES, pageForRole, pageFromPath } from "./pages";

describe("pageFromPath", () => {
  it.each([
    ["/", "Dashboard"],
    ["", "Dashboard"],
    ["/Dashboard", "Dashboard"],
    ["/QuestBay", "QuestBay"],
    ["/questbay", "QuestBay"],
    ["/QUESTBAY/", "QuestBay"],
    ["/fleet/deck/membershiphq", "MembershipHQ"],
    ["/Upload", "Upload"],
    ["/battle", "Battle"],
    ["/NoSuchDeck", "Dashboard"],
    ["/QuestBay/unknown", "Dashboard"],
    ["/%E0%A4%A", "Dashboard"],
    ["/Luck%43ardDraw", "LuckCardDraw"],
  ])("%s is the %s page", (path, page) => {
    expect(pageFromPath(path)).toBe(page);
  });

  it("knows every page of SPEC.md section 2, the battle, tournament, Overseer, profile, My Battles, inbox and settings pages by their own names", () => {
    expect(PAGE_NAMES).toHaveLength(19);
    expect(pageFromPath("/tournament")).toBe("Tournament");
    for (const name of PAGE_NAMES) expect(pageFromPath(`/${name}`)).toBe(name);
  });

  it("shows the Overseer to admins only; anyone else gets the Dashboard, as for an unknown page", () => {
    expect(pageForRole(pageFromPath("/Overseer"), "admin")).toBe("Overseer");
    expect(pageForRole(pageFromPath("/overseer"), "user")).toBe("Dashboard");
    expect(pageForRole(pageFromPath("/Overseer"), undefined)).toBe("Dashboard");
    expect(pageForRole(pageFromPath("/QuestBay"), "user")).toBe("QuestBay");
  });
});

describe("page texts", () => {
  it("uses SPEC.md's titles and loading texts", () => {
    expect(PAGE_TITLES.Dashboard).toBe("Command Center");
    expect(PAGE_TITLES.LuckCardDraw).toBe("Galactic Fortune");
    expect(PAGE_TITLES.BattleCreator).toBe("Create Epic Battle");
    expect(PAGE_TITLES.Leaderboard).toBe("Galactic Leaderboard");
    expect(PAGE_LOADING_TEXTS).toEqual({
      Dashboard: "Initializing Starship Systems...",
      QuestBay: "Loading Quest Bay...",
      JudgePanel: "Loading Judge Panel...",
      Leaderboard: "Loading Rankings...",
    });
    expect(documentTitle("QuestBay")).toBe("Quest Bay · Soundship");
  });
});

import { describe, expect, it } from "vitest";
import { summarizeDailyQuests } from "./daily-quests";

describe("summarizeDailyQuests", () => {
  it("counts today's daily quests, the completed ones and the rewards still to claim", () => {
    const quest = (quest_type: "daily" | "weekly", progress: number, claimed = false) => ({ quest_type, progress, claimed });
    expect(summarizeDailyQuests([quest("daily", 100, true), quest("daily", 100), quest("daily", 40), quest("weekly", 100)])).toEqual({
      total: 3,
      completed: 2,
      claimable: 1,
    });
    expect(summarizeDailyQuests([])).toEqual({ total: 0, completed: 0, claimable: 0 });
  });
});

import { useQuery } from "@tanstack/react-query";
import type { FunctionResult } from "@soundship/sdk";
import { sdk } from "@/lib/sdk/sdk";

/** The fields of the `questBoard` answer the deck reads. */
type BoardQuest = Pick<FunctionResult<"questBoard">["quests"][number], "quest_type" | "progress" | "claimed">;

/** Today's quests at a glance: how many there are, how many are done, and rewards waiting. */
export interface DailyQuests {
  total: number;
  completed: number;
  claimable: number;
}

export function summarizeDailyQuests(quests: BoardQuest[]): DailyQuests {
  const daily = quests.filter((quest) => quest.quest_type === "daily");
  const completed = daily.filter((quest) => quest.progress >= 100);
  return { total: daily.length, completed: completed.length, claimable: completed.filter((quest) => !quest.claimed).length };
}

/** Today's daily quest progress, from the same board the Quest Bay reads. */
export function useDailyQuests() {
  return useQuery({
    queryKey: ["dashboard", "daily-quests"],
    queryFn: ({ signal }) =>
      sdk.functions.invoke("questBoard", { quest_type: "daily" }, { signal }).then((reply) => summarizeDailyQuests(reply.quests)),
    // Progress moves on other pages (uploads, draws, purchases), so every visit rereads it.
    staleTime: 0,
  });
}

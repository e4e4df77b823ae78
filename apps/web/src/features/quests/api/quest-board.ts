import { useQuery } from "@tanstack/react-query";
import type { FunctionResult } from "@soundship/sdk";
import { sdk } from "@/lib/sdk/sdk";

/** The `questBoard` function's answer: active quests (newest first), the pilot's resets and timezone. */
export type QuestBoard = FunctionResult<"questBoard">;
/** A quest as the board shows it: the quest plus the pilot's progress in its current period. */
export type BoardQuest = QuestBoard["quests"][number];

export const QUEST_BOARD_KEY = ["quests", "board"] as const;

function fetchQuestBoard(): Promise<QuestBoard> {
  // All types in one read: the four tabs filter it, so switching tabs costs no request.
  return sdk.functions.invoke("questBoard", {});
}

/** The pilot's quest board. */
export function useQuestBoard() {
  // Always stale: purchases, draws and uploads on other pages move progress, so every visit rereads it.
  return useQuery({ queryKey: QUEST_BOARD_KEY, queryFn: fetchQuestBoard, staleTime: 0 });
}

import { useQuery } from "@tanstack/react-query";
import type { Quest } from "@soundship/shared";
import { sdk } from "@/lib/sdk";

/** A quest as the board shows it: the quest plus the pilot's progress in its current period. */
export type BoardQuest = Quest & { period: string; progress: number; count: number; claimed: boolean };

/** The `questBoard` function's answer. */
export interface QuestBoard {
  /** Active quests, newest first. */
  quests: BoardQuest[];
  /** ISO times of the pilot's next daily and weekly reset. */
  resets: { daily: string; weekly: string };
  timezone: string;
}

export const QUEST_BOARD_KEY = ["quests", "board"] as const;

function fetchQuestBoard(): Promise<QuestBoard> {
  // All types in one read: the four tabs filter it, so switching tabs costs no request.
  return sdk.functions.invoke<QuestBoard>("questBoard", {});
}

/** The pilot's quest board. */
export function useQuestBoard() {
  // Always stale: purchases, draws and uploads on other pages move progress, so every visit rereads it.
  return useQuery({ queryKey: QUEST_BOARD_KEY, queryFn: fetchQuestBoard, staleTime: 0 });
}

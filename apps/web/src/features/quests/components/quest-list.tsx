import { Target } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import type { BoardQuest, QuestBoard } from "../api/quest-board";
import { QuestCard } from "./quest-card";
import { ResetCountdown } from "./reset-countdown";

interface QuestListProps {
  type: BoardQuest["quest_type"];
  board: QuestBoard;
  onReset: () => void;
}

/** One tab of the Quest Bay: its reset countdown (daily and weekly only) and its quests. */
export function QuestList({ type, board, onReset }: QuestListProps) {
  const quests = board.quests.filter((quest) => quest.quest_type === type);
  return (
    <>
      {type === "daily" || type === "weekly" ? (
        <ResetCountdown cycle={type} resetsAt={board.resets[type]} onReset={onReset} />
      ) : null}
      {quests.length === 0 ? (
        <EmptyState icon={Target} title={`No ${type} quests available`} className="bg-hull/60" />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {quests.map((quest) => (
            <li key={quest.id}>
              <QuestCard quest={quest} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

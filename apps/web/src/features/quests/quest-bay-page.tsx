import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { MESSAGES, QUEST_TYPES } from "@soundship/shared";
import { Target, WifiOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PAGE_LOADING_TEXTS, PAGE_TITLES } from "@/lib/routing/pages";
import { QUEST_BOARD_KEY, useQuestBoard, type BoardQuest, type QuestBoard } from "./api/quest-board";
import { QuestList } from "./components/quest-list";
import { StardustBalance } from "./components/stardust-balance";

type QuestType = BoardQuest["quest_type"];

const TAB_LABELS: Record<QuestType, string> = { daily: "Daily", weekly: "Weekly", story: "Story", special: "Special" };

/** /QuestBay: the pilot's quests by type, their progress and rewards (SPEC.md section 2). */
export function QuestBayPage() {
  const board = useQuestBoard();
  const queryClient = useQueryClient();
  const reread = useCallback(() => void queryClient.invalidateQueries({ queryKey: QUEST_BOARD_KEY }), [queryClient]);

  return (
    <>
      <PageHeader title={PAGE_TITLES.QuestBay} icon={Target} />
      <StardustBalance />
      {/* A failed background reread keeps the board on screen; only a board never read shows the failure. */}
      {board.data ? (
        <QuestTabs board={board.data} onReset={reread} />
      ) : board.isError ? (
        <div role="alert">
          <EmptyState
            icon={WifiOff}
            title={MESSAGES.questLoadFailed}
            action={<Button variant="secondary" onClick={() => void board.refetch()}>Try again</Button>}
            className="bg-hull/60"
          />
        </div>
      ) : (
        <LoadingState text={PAGE_LOADING_TEXTS.QuestBay} />
      )}
    </>
  );
}

/** The four tabs of SPEC.md section 2; all read the same board. */
function QuestTabs({ board, onReset }: { board: QuestBoard; onReset: () => void }) {
  return (
    <Tabs defaultValue="daily">
      <TabsList aria-label="Quest types" stretch className="sm:inline-flex sm:w-auto">
        {QUEST_TYPES.map((type) => (
          <TabsTrigger key={type} value={type}>
            {TAB_LABELS[type]}
          </TabsTrigger>
        ))}
      </TabsList>
      {QUEST_TYPES.map((type) => (
        <TabsContent key={type} value={type}>
          <QuestList type={type} board={board} onReset={onReset} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

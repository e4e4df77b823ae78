import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MESSAGES, type User } from "@soundship/shared";
import { CURRENT_USER_KEY } from "@/lib/hooks/current-user";
import { refusalMessage } from "@/lib/sdk/errors";
import { sdk } from "@/lib/sdk/sdk";
import { toast } from "@/lib/ui/toast";
import { unansweredWrite, writeOnce } from "@/lib/write-once";
import { QUEST_BOARD_KEY, type BoardQuest, type QuestBoard } from "./quest-board";

/** Claims one quest's reward; one mutation per quest card, so each button shows its own state. */
export function useClaimQuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quest: BoardQuest) => writeOnce(`claim:${quest.id}`, (idempotencyKey) => sdk.functions.invoke("claimQuest", { quest_id: quest.id }, { idempotencyKey })),
    onSuccess(result, quest) {
      // The balance changes everywhere at once; the refetch then brings the XP the claim granted.
      queryClient.setQueryData<User>(CURRENT_USER_KEY, (user) => user && { ...user, stardust: result.stardust });
      queryClient.setQueryData<QuestBoard>(QUEST_BOARD_KEY, (board) =>
        board && { ...board, quests: board.quests.map((q) => (q.id === quest.id ? { ...q, claimed: true } : q)) },
      );
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      toast.success(`+${result.transaction.amount} Stardust collected!`);
    },
    onError(error) {
      // SPEC.md section 8: the server's refusal ('Reward already claimed', 'Quest not completed'), else 'Reward claim failed'.
      toast.error(unansweredWrite(error, MESSAGES.claimFailed) ?? refusalMessage(error, MESSAGES.claimFailed));
      // A refusal means the board we showed was out of date (claimed in another tab, say).
      void queryClient.invalidateQueries({ queryKey: QUEST_BOARD_KEY });
    },
  });
}

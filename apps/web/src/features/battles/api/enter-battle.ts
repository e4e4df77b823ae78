import { useMutation, useQueryClient } from "@tanstack/react-query";
import { tierRefusalSentence, type User } from "@soundship/shared";
import { sdk } from "@/lib/sdk/sdk";
import { CURRENT_USER_KEY } from "@/lib/hooks/current-user";
import { refusalMessage } from "@/lib/sdk/errors";
import { toast } from "@/lib/ui/toast";
import { unansweredWrite, writeOnce } from "@/lib/write-once";
import { BATTLES_KEY } from "./battle-keys";

/** Shown when entering fails for a reason the server did not put in words (a 5xx, a lost connection). */
const ENTRY_FAILED = "Battle entry failed";

/** Enters the battle with one of the pilot's tracks, paying the entry fee into the pot. */
export function useEnterBattle(battleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (beatId: string) =>
      writeOnce(`enter:${battleId}`, (idempotencyKey) => sdk.functions.invoke("enterBattle", { battle_id: battleId, beat_id: beatId }, { idempotencyKey })),
    onSuccess(result) {
      queryClient.setQueryData<User>(CURRENT_USER_KEY, (user) => user && { ...user, stardust: result.stardust });
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      toast.success(`Entered with ${result.submission.title}!`, { scope: "enter-battle" });
    },
    onError(error) {
      // The server's refusal says what to do ('Battle at full capacity', 'Already entered this battle', ...).
      toast.error(unansweredWrite(error, ENTRY_FAILED) ?? tierRefusalSentence(refusalMessage(error, ENTRY_FAILED)), { scope: "enter-battle" });
    },
    // Entrants, pot and this pilot's entry all changed (or the refusal showed the page was out of date).
    onSettled: () => queryClient.invalidateQueries({ queryKey: BATTLES_KEY }),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { MESSAGES, type BattleForm, type User } from "@soundship/shared";
import { sdk } from "@/lib/sdk/sdk";
import { CURRENT_USER_KEY } from "@/lib/hooks/current-user";
import { failureWithReason } from "@/lib/sdk/errors";
import { pagePath } from "@/lib/routing/pages";
import { toast } from "@/lib/ui/toast";
import { unansweredWrite, writeOnce } from "@/lib/write-once";
import { BATTLES_KEY } from "./battle-keys";

/**
 * Launches a battle. On success the pilot goes to the Battle Arena (SPEC.md section 2); on failure
 * they stay on the wizard with everything they typed.
 */
export function useCreateBattle() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // The same form sent again after a lost answer is the same battle, launched once.
    mutationFn: (form: BattleForm) => writeOnce(`createBattle:${JSON.stringify(form)}`, (idempotencyKey) => sdk.functions.invoke("createBattle", form, { idempotencyKey })),
    onSuccess(result) {
      // The prize pool left the host's balance for escrow.
      queryClient.setQueryData<User>(CURRENT_USER_KEY, (user) => user && { ...user, stardust: result.stardust });
      void queryClient.invalidateQueries({ queryKey: BATTLES_KEY });
      toast.success(MESSAGES.battleCreated);
      void navigate(pagePath("TournamentHub"));
    },
    onError(error) {
      // SPEC.md section 8's text, with the server's reason (a tier, the balance, a time out of order).
      toast.error(unansweredWrite(error, MESSAGES.battleCreationFailed) ?? failureWithReason(error, MESSAGES.battleCreationFailed));
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}

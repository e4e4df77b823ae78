import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MESSAGES } from "@soundship/shared";
import { CURRENT_USER_KEY } from "@/lib/hooks/current-user";
import { refusalMessage } from "@/lib/sdk/errors";
import { sdk } from "@/lib/sdk/sdk";
import { toast } from "@/lib/ui/toast";
import { unansweredWrite, writeOnce } from "@/lib/write-once";
import { effectMessage } from "../card-messages";

export type { CardEffect, DrawnCard, DrawResult } from "../card-types";

/** Long enough for the shuffle to be seen even when the server answers at once; none for reduced motion. */
const MIN_DRAW_MS = 1200;

function minimumDrawTime(): Promise<void> {
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  return new Promise((resolve) => setTimeout(resolve, reduced ? 0 : MIN_DRAW_MS));
}

/** Draws the day's card (or an extra Lucky Draw); the server applies its effect and answers the pilot as they are now. */
export function useDrawCard() {
  const queryClient = useQueryClient();
  return useMutation({
    async mutationFn() {
      const draw = writeOnce("drawDailyCard", (idempotencyKey) => sdk.functions.invoke("drawDailyCard", {}, { idempotencyKey }));
      const [result] = await Promise.all([draw, minimumDrawTime()]);
      return result;
    },
    onSuccess(result) {
      // Balance, XP, last_daily_card and draws left change everywhere at once, without a reload.
      queryClient.setQueryData(CURRENT_USER_KEY, result.user);
      const message = effectMessage(result.card, result.effect);
      toast[message.tone](message.text);
    },
    onError(error) {
      // SPEC.md section 8: the server's refusal ('Already drew your card today!'), else 'Failed to draw card'.
      toast.error(unansweredWrite(error, MESSAGES.drawFailed) ?? refusalMessage(error, MESSAGES.drawFailed));
      // 'Already drew' means our copy of the pilot was out of date (a draw in another tab): reread it.
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}

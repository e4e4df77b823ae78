import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MESSAGES } from "@soundship/shared";
import { SoundshipError, type FunctionInput } from "@soundship/sdk";
import { CURRENT_USER_KEY } from "@/lib/hooks/current-user";
import { sdk } from "@/lib/sdk/sdk";
import { toast } from "@/lib/ui/toast";
import { tierName } from "@/lib/format/format";
import { unansweredWrite, writeOnce } from "@/lib/write-once";
import { MEMBERSHIP_OVERVIEW_KEY } from "./membership-overview";

/** A plan the pilot picked: the `subscribe` function's input. */
type Choice = FunctionInput<"subscribe">;

/**
 * Subscribes with SPEC.md's messages: 'Processing {tier} subscription...', then 'Welcome to {tier}!'
 * once the demo checkout has paid, or off to Stripe's Checkout page, whose webhook changes the rank.
 */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tier, billing_cycle }: Choice) =>
      writeOnce(`subscribe:${tier}:${billing_cycle}`, (idempotencyKey) => sdk.functions.invoke("subscribe", { tier, billing_cycle }, { idempotencyKey })),
    onMutate: ({ tier }) => void toast.info(`Processing ${tierName(tier)} subscription...`),
    onSuccess(result, { tier }) {
      if (result.checkout_url) {
        window.location.assign(result.checkout_url);
        return;
      }
      toast.success(`Welcome to ${tierName(tier)}!`, { scope: "subscribe" });
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      void queryClient.invalidateQueries({ queryKey: MEMBERSHIP_OVERVIEW_KEY });
    },
    onError(error) {
      const signedOut = error instanceof SoundshipError && error.status === 401;
      toast.error(signedOut ? MESSAGES.loginRequired : (unansweredWrite(error, MESSAGES.subscriptionFailed) ?? MESSAGES.subscriptionFailed), { scope: "subscribe" });
    },
  });
}

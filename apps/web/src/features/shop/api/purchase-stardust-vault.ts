import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CURRENT_USER_KEY } from "@/lib/hooks/current-user";
import { refusalMessage } from "@/lib/sdk/errors";
import { sdk } from "@/lib/sdk/sdk";
import { toast } from "@/lib/ui/toast";


const PURCHASE_FAILED = "Purchase failed";

/**
 * Buys the Stardust Vault bundle with money: the demo checkout credits it at once; with Stripe the
 * pilot goes to its Checkout page and the bundle is credited when Stripe confirms the payment.
 */
export function usePurchaseStardustVault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sdk.functions.invoke("purchaseStardustVault", {}),
    onSuccess(result) {
      if (result.checkout_url) {
        window.location.assign(result.checkout_url);
        return;
      }
      toast.success("Purchased Stardust Vault!");
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
    onError: (error) => void toast.error(refusalMessage(error, PURCHASE_FAILED)),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SHOP_ITEMS } from "@soundship/shared";
import { CURRENT_USER_KEY } from "@/lib/hooks/current-user";
import { refusalMessage } from "@/lib/sdk/errors";
import { sdk } from "@/lib/sdk/sdk";
import { toast } from "@/lib/ui/toast";
import { unansweredWrite, writeOnce } from "@/lib/write-once";

export type ShopItem = (typeof SHOP_ITEMS)[number];

// SPEC.md names no text for a failed purchase other than 'Insufficient Stardust!', which the server sends.
const PURCHASE_FAILED = "Purchase failed";

/** Buys one item with real Stardust; the server debits, grants and answers the pilot as they are now. */
export function usePurchaseItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: ShopItem) => writeOnce(`purchase:${item.id}`, (idempotencyKey) => sdk.functions.invoke("purchaseItem", { item_id: item.id }, { idempotencyKey })),
    onSuccess(result, item) {
      // Balance and inventory change everywhere at once, without a reload.
      queryClient.setQueryData(CURRENT_USER_KEY, result.user);
      toast.success(`Purchased ${item.name}!`, { scope: `purchase:${item.id}` });
    },
    onError(error, item) {
      // The server's refusal ('Insufficient Stardust!', the top-rank and payment refusals), else a plain failure.
      toast.error(unansweredWrite(error, PURCHASE_FAILED) ?? refusalMessage(error, PURCHASE_FAILED), { scope: `purchase:${item.id}` });
      // A refusal may mean our balance was out of date; show the real one.
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}

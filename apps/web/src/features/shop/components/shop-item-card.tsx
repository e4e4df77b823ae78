import { useId } from "react";
import { VAULT_BUNDLE_PRICE, VAULT_BUNDLE_STARDUST } from "@soundship/shared";
import { Gem, Rocket, Shield, Sparkles, TrendingUp, Zap, type LucideIcon } from "lucide-react";
import { ConfirmSpend, stardustSpendLines } from "@/components/confirm-spend-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { usePurchaseItem, type ShopItem } from "../api/purchase-item";
import { usePurchaseStardustVault } from "../api/purchase-stardust-vault";

const ICONS: Record<ShopItem["id"], LucideIcon> = {
  battle_boost: Zap,
  shield_pack: Shield,
  xp_multiplier: TrendingUp,
  rank_boost: Rocket,
  lucky_draw: Sparkles,
  stardust_vault: Gem,
};

interface ShopItemCardProps {
  item: ShopItem;
  balance: number | undefined;
}

/** One item of SPEC.md section 9: name, effect, cost and its Purchase button. */
export function ShopItemCard({ item, balance }: ShopItemCardProps) {
  const purchase = usePurchaseItem();
  const vault = usePurchaseStardustVault();
  const noteId = useId();
  const Icon = ICONS[item.id];
  // DESIGN.md section 7: the bundle is sold for money through the payment provider, never for 0 SD.
  const paid = item.id === "stardust_vault";
  const short = !paid && balance !== undefined && balance < item.cost;
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="flex-row items-center gap-3">
        <span className="rounded-lg bg-signal/10 p-2.5 text-signal-strong" aria-hidden>
          <Icon className="size-5" />
        </span>
        <div className="min-w-0">
          <CardTitle className="text-base">{item.name}</CardTitle>
          <CardDescription className="first-letter:uppercase">{item.effect}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="font-display text-2xl font-bold text-warn tabular-nums">{paid ? `$${VAULT_BUNDLE_PRICE}` : `${item.cost} SD`}</p>
        {paid ? (
          <p id={noteId} className="mt-1 text-xs text-ink-muted">
            Paid with money at checkout, not with Stardust.
          </p>
        ) : short ? (
          // Unaffordable: the button is disabled and says by how much (the server still has the last word).
          <p id={noteId} className="mt-1 text-xs font-semibold text-warn">
            You need {item.cost - balance} more SD.
          </p>
        ) : null}
      </CardContent>
      <CardFooter>
        <ConfirmSpend
          title={`Buy ${item.name}?`}
          lines={paid ? [["Price", `$${VAULT_BUNDLE_PRICE}`], ["You get", `${VAULT_BUNDLE_STARDUST} SD`]] : stardustSpendLines(item.cost, balance)}
          confirmLabel={paid ? `Pay $${VAULT_BUNDLE_PRICE}` : `Pay ${item.cost} SD`}
          onConfirm={() => (paid ? vault.mutateAsync() : purchase.mutateAsync(item))}
          trigger={(open) => (
            <Button variant="primary" className="w-full" disabled={short} aria-describedby={paid || short ? noteId : undefined} onClick={open}>
              Purchase
              <span className="sr-only"> {item.name}</span>
            </Button>
          )}
        />
      </CardFooter>
    </Card>
  );
}

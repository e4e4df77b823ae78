import { annualSavingsPercent, membershipExpiry, pricePerMonth, tierPrice, type BillingCycle, type Tier } from "@soundship/shared";
import { Check } from "lucide-react";
import { ConfirmSpend } from "@/components/confirm-spend-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/ui/cn";
import { formatDateTime, tierName } from "@/lib/format/format";
import { formatDollars } from "../membership-format";
import { tierPerks } from "../tier-perks";

interface TierCardProps {
  tier: Tier;
  cycle: BillingCycle;
  active: boolean;
  busy: boolean;
  onDeploy: () => Promise<unknown>;
  /** The pilot's timezone, for the renewal date the confirmation states. */
  timeZone?: string;
}

/** One rank: price per month, perks, MOST POPULAR on explorer, and DEPLOY NOW or '✓ ACTIVE RANK'. */
export function TierCard({ tier, cycle, active, busy, onDeploy, timeZone }: TierCardProps) {
  const titleId = `tier-${tier}-title`;
  const popular = tier === "explorer";
  return (
    <Card
      aria-labelledby={titleId}
      className={cn("tier-card relative flex h-full flex-col", popular && "border-nebula/70", active && "border-go/70 shadow-[0_0_24px_-6px] shadow-go/50")}
    >
      <CardHeader className="gap-2">
        <div className="flex flex-wrap gap-2 empty:hidden sm:min-h-6 sm:empty:flex">
          {popular ? <Badge tone="nebula">MOST POPULAR</Badge> : null}
          {cycle === "annual" ? <Badge tone="go">SAVE {annualSavingsPercent(tier)}%</Badge> : null}
        </div>
        <CardTitle id={titleId} className="font-display text-xl tracking-wide uppercase">
          {tierName(tier)}
        </CardTitle>
        <p>
          <span className="font-display text-3xl font-bold text-ink tabular-nums">{formatDollars(pricePerMonth(tier, cycle))}</span>
          <span className="text-sm text-ink-muted"> / month</span>
        </p>
        <p className="text-xs text-ink-muted">{cycle === "annual" ? "Billed annually" : "Billed monthly"}</p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul aria-label={`${tierName(tier)} perks`} className="space-y-2 text-sm">
          {tierPerks(tier).map((perk) => (
            <li key={perk} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-go" aria-hidden />
              {perk}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        {active ? (
          <Button className="w-full" variant="secondary" disabled>
            ✓ ACTIVE RANK
          </Button>
        ) : (
          <ConfirmSpend
            title={`Deploy as ${tierName(tier)}?`}
            description="Nothing is charged until you confirm."
            lines={[
              ["Plan", tierName(tier)],
              ["Billing", cycle === "annual" ? "Annual (365 days)" : "Monthly (30 days)"],
              ["Renews on", formatDateTime(membershipExpiry(new Date(), cycle).toISOString(), timeZone)],
              ["Price", `${formatDollars(tierPrice(tier, cycle))} ${cycle === "annual" ? "a year" : "a month"}`],
            ]}
            confirmLabel={`Pay ${formatDollars(tierPrice(tier, cycle))}`}
            onConfirm={onDeploy}
            trigger={(open) => (
              <Button className="w-full" variant="primary" disabled={busy} onClick={open}>
                DEPLOY NOW
                <span className="sr-only"> as {tierName(tier)}</span>
              </Button>
            )}
          />
        )}
      </CardFooter>
    </Card>
  );
}

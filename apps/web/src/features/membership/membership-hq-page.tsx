import { useState } from "react";
import { TIERS, type BillingCycle } from "@soundship/shared";
import { Crown, FlaskConical, WifiOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CheckoutReturn } from "@/components/ui/checkout-return";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { useCurrentUser } from "@/lib/hooks/current-user";
import { PAGE_TITLES } from "@/lib/routing/pages";
import { useMembershipOverview } from "./api/membership-overview";
import { useSubscribe } from "./api/subscribe";
import { BillingSwitch } from "./components/billing-switch";
import { CurrentMembership } from "./components/current-membership";
import { ModeMatrix } from "./components/mode-matrix";
import { PrizePool } from "./components/prize-pool";
import { TierCard } from "./components/tier-card";
import "./membership.css";

/** /MembershipHQ (Fleet Status): SPEC.md's ranks, prices, perks, prize pool and mode matrix, and the pilot's membership. */
export function MembershipHqPage() {
  const [cycle, setCycle] = useState<BillingCycle>("monthly");
  const { data: user } = useCurrentUser();
  const overview = useMembershipOverview();
  const subscribe = useSubscribe();
  // The rank held now (a Rank Boost included) is the active one; the user record has it before the overview arrives.
  const current = overview.data ? overview.data.tier : (user?.membership_tier ?? null);

  return (
    <>
      <PageHeader title={PAGE_TITLES.MembershipHQ} icon={Crown} actions={<BillingSwitch cycle={cycle} onChange={setCycle} />} />
      <CheckoutReturn />
      {overview.data?.provider === "demo" ? (
        <p className="mb-4 flex items-center gap-2 rounded-lg border border-warn/40 bg-warn/10 px-4 py-2 text-sm text-warn">
          <FlaskConical className="size-4 shrink-0" aria-hidden />
          Demo checkout: no card is charged, and a rank is granted at once.
        </p>
      ) : null}
      <ul aria-label="Membership tiers" className="mb-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {TIERS.map((tier) => (
          <li key={tier}>
            <TierCard
              tier={tier}
              cycle={cycle}
              active={tier === current}
              busy={subscribe.isPending}
              timeZone={user?.timezone}
              onDeploy={() => subscribe.mutateAsync({ tier, billing_cycle: cycle })}
            />
          </li>
        ))}
      </ul>
      <div className="mb-6 grid gap-4 lg:grid-cols-[1fr_2fr]">
        <PrizePool amount={overview.data?.prize_pool} />
        {overview.data ? (
          <CurrentMembership overview={overview.data} timeZone={user?.timezone} />
        ) : overview.isError ? (
          <div role="alert">
            <EmptyState
              icon={WifiOff}
              title="Fleet status is offline"
              action={<Button variant="secondary" onClick={() => void overview.refetch()}>Try again</Button>}
              className="bg-hull/60"
            />
          </div>
        ) : (
          <LoadingState className="py-10" />
        )}
      </div>
      <ModeMatrix current={current} />
    </>
  );
}

import { Link } from "react-router";
import { CREATE_BATTLE_MIN_TIER, MESSAGES, type Tier } from "@soundship/shared";
import { Crown } from "lucide-react";
import { RefusalText } from "@/components/refusal-text";
import { Button } from "@/components/ui/button";
import { pagePath } from "@/lib/routing/pages";

/**
 * Shown from the first step to a pilot who may not host: why Launch Battle will not work for them,
 * and the way to Membership HQ, before they have filled in four steps.
 */
export function HostTierNotice({ id, tier }: { id: string; tier: Tier | null | undefined }) {
  return (
    <div id={id} role="note" className="mb-6 flex flex-col gap-3 rounded-xl border border-warn/50 bg-warn/10 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2 text-sm text-ink">
        <Crown className="mt-0.5 size-4 shrink-0 text-warn" aria-hidden />
        <span>
          <strong className="font-semibold text-warn">
            Hosting battles: <RefusalText message={MESSAGES.tierRequired(CREATE_BATTLE_MIN_TIER)} />.
          </strong>{" "}
          {tier ? `Your rank is ${tier}.` : "You have no membership yet."} You can still plan a battle here.
        </span>
      </p>
      <Button variant="outline" size="sm" asChild>
        <Link to={pagePath("MembershipHQ")}>Upgrade at Membership HQ</Link>
      </Button>
    </div>
  );
}

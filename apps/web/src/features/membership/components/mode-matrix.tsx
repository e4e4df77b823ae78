import { BATTLE_TYPES, canUseBattleMode, TIERS, type Tier } from "@soundship/shared";
import { Check, Lock } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/ui/cn";
import { tierName } from "@/lib/format/format";
import { modeName } from "../membership-format";

/** SPEC.md's Battle Mode Access Matrix: the five modes against the four tiers; the pilot's rank is marked. */
export function ModeMatrix({ current }: { current: Tier | null }) {
  return (
    <Card aria-labelledby="mode-matrix-title">
      <CardHeader>
        <CardTitle id="mode-matrix-title">Battle Mode Access Matrix</CardTitle>
      </CardHeader>
      {/* Scrolls sideways on a phone; focusable so keyboard users can scroll it too. */}
      <CardContent className="overflow-x-auto" tabIndex={0} role="region" aria-label="Battle modes by rank, scrolls sideways">
        <table className="w-full min-w-[32rem] text-sm">
          <thead>
            <tr className="text-left text-xs tracking-wide text-ink-muted uppercase">
              <th scope="col" className="py-2 pr-3 font-semibold">Mode</th>
              {TIERS.map((tier) => (
                <th key={tier} scope="col" className={cn("px-2 py-2 text-center font-semibold", tier === current && "text-go")}>
                  {tierName(tier)}
                  {tier === current ? <span className="sr-only"> (your rank)</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {BATTLE_TYPES.map((mode) => (
              <tr key={mode}>
                <th scope="row" className="py-2 pr-3 text-left font-medium text-ink">{modeName(mode)}</th>
                {TIERS.map((tier) => (
                  <td key={tier} className={cn("px-2 py-2 text-center", tier === current && "bg-go/5")}>
                    {canUseBattleMode(tier, mode) ? (
                      <Check className="mx-auto size-4 text-go" aria-label="Included" />
                    ) : (
                      <Lock className="mx-auto size-4 text-ink-muted" aria-label="Locked" />
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

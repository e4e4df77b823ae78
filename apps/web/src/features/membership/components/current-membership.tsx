import { canCreateBattles, type Tier } from "@soundship/shared";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format/format";
import type { MembershipOverview } from "../api/membership-overview";
import { tierName } from "@/lib/format/format";
import { formatAllowance } from "../membership-format";

/** The pilot's membership now: rank, cycle, renewal or expiry, and this period's entries and uploads. */
export function CurrentMembership({ overview, timeZone }: { overview: MembershipOverview; timeZone?: string }) {
  const { membership, tier } = overview;
  const active = membership?.status === "active";
  const rows: [string, string][] = [
    ["Rank", tier ? tierName(tier) : "No rank"],
    ["Billing", active ? (membership.billing_cycle === "annual" ? "Annual" : "Monthly") : "—"],
    [
      active && membership.auto_renew ? "Renews on" : "Expires on",
      active ? formatDateTime(membership.expires_at, timeZone) : membership ? `Ended ${formatDateTime(membership.expires_at, timeZone)}` : "—",
    ],
    [tier ? "Battle entries this period" : "Free battle entries this month", formatAllowance(overview.battle_entries)],
    ["Uploads this period", formatAllowance(overview.uploads)],
    ["Create battles", canCreateBattles(tier as Tier | null) ? "Enabled" : "Commander rank or higher"],
  ];
  return (
    <Card aria-labelledby="current-membership-title">
      <CardHeader>
        <CardTitle id="current-membership-title">Your membership</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs tracking-wide text-ink-muted uppercase">{label}</dt>
              <dd className="font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

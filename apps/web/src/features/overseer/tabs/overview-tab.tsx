import { BATTLE_STATUSES, TIERS, TOURNAMENT_STATES } from "@soundship/shared";
import { Coins, Flag, Scale, Users } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadingState } from "@/components/ui/loading-state";
import { StatTile } from "@/components/ui/stat-tile";
import { BATTLE_STATUS_LABELS } from "@/lib/format/battle-labels";
import { tierName } from "@/lib/format/format";
import { useOverview } from "../api/overseer-queries";

const TOURNAMENT_LABELS: Record<(typeof TOURNAMENT_STATES)[number], string> = { open: "Open", in_progress: "In progress", completed: "Completed" };

/** The platform at a glance: pilots, ranks, the Stardust books, battles, tournaments and open reports. */
export function OverviewTab() {
  const overview = useOverview();
  if (!overview.data) return overview.isError ? <p role="alert">The overview could not be loaded.</p> : <LoadingState />;
  const { pilots, banned_pilots, memberships, stardust, battles, tournaments, open_reports } = overview.data;
  return (
    <section aria-label="Overview" className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <StatTile label="Pilots" value={pilots} icon={Users} note={banned_pilots ? `${banned_pilots} banned` : undefined} />
        <StatTile label="Stardust in circulation" value={stardust.circulation} icon={Coins} note="SD" />
        <StatTile label="Σ ledger" value={stardust.ledger} icon={Scale} note="SD" />
        <StatTile label="Open reports" value={open_reports} icon={Flag} />
        <p role="status" className={stardust.balanced ? "self-center text-sm text-go" : "self-center text-sm font-semibold text-alert"}>
          {stardust.balanced ? "The books balance: circulation equals the ledger." : `Out of balance by ${stardust.circulation - stardust.ledger} SD!`}
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Counts title="Active memberships" rows={TIERS.map((tier) => [tierName(tier), memberships[tier]])} />
        <Counts title="Battles" rows={BATTLE_STATUSES.map((status) => [BATTLE_STATUS_LABELS[status], battles[status]])} />
        <Counts title="Tournaments" rows={TOURNAMENT_STATES.map((state) => [TOURNAMENT_LABELS[state], tournaments[state]])} />
      </div>
    </section>
  );
}

function Counts({ title, rows }: { title: string; rows: [string, number][] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="text-right font-semibold text-ink tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

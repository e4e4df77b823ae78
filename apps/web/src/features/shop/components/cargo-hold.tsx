import type { ReactNode } from "react";
import type { User } from "@soundship/shared";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format/format";
import { tierName } from "../shop-format";

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-line bg-space/50 p-3">
      <dt className="text-xs font-medium tracking-wider text-ink-muted uppercase">{label}</dt>
      <dd className="mt-1 font-display text-lg font-bold text-ink tabular-nums">{children}</dd>
    </div>
  );
}

const Inactive = () => <span className="text-sm font-normal text-ink-muted">Not active</span>;

/** What the pilot holds from the shop and luck cards; running effects show when they end. */
export function CargoHold({ user }: { user: User }) {
  const { inventory, timezone } = user;
  return (
    <Card aria-labelledby="cargo-hold-title" className="mb-6">
      <CardHeader>
        <CardTitle id="cargo-hold-title">Cargo Hold</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
          <Entry label="Shields">{inventory.shields}</Entry>
          <Entry label="Bonus battle entries">{inventory.bonus_battle_entries}</Entry>
          <Entry label="Extra card draws">{inventory.extra_draws}</Entry>
          <Entry label="XP Multiplier">
            {inventory.xp_multiplier_until ? (
              <span className="text-sm">2x XP until {formatDateTime(inventory.xp_multiplier_until, timezone)}</span>
            ) : (
              <Inactive />
            )}
          </Entry>
          <Entry label="Rank Boost">
            {inventory.rank_boost_tier && inventory.rank_boost_until ? (
              <span className="text-sm">
                {tierName(inventory.rank_boost_tier)} until {formatDateTime(inventory.rank_boost_until, timezone)}
              </span>
            ) : (
              <Inactive />
            )}
          </Entry>
        </dl>
      </CardContent>
    </Card>
  );
}

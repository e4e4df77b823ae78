import { Link } from "react-router";
import type { BattleView } from "@soundship/shared";
import { Badge } from "@/components/ui/badge";
import { BATTLE_TYPE_LABELS } from "@/lib/format/battle-labels";
import { battlePath } from "@/lib/routing/pages";
import { entrantsText, stardust } from "../battle-format";
import { PhaseCountdown } from "./phase-countdown";
import { StatusBadge } from "./status-badge";

/** One battle in the Battle Arena: what it is, what is at stake, and when it moves on. The title opens its page. */
export function BattleCard({ battle, onPhaseEnd }: { battle: BattleView; onPhaseEnd: () => void }) {
  const facts: [string, string][] = [
    ["Pot", stardust(battle.pot)],
    ["Entry fee", stardust(battle.entry_fee)],
    ["Entrants", entrantsText(battle)],
  ];
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-hull/85 p-4 backdrop-blur-sm">
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 font-display font-semibold text-ink">
          <Link to={battlePath(battle.id)} className="break-words hover:text-signal-strong hover:underline">
            {battle.title || "Untitled battle"}
          </Link>
        </h3>
        <StatusBadge status={battle.status} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge tone="nebula">{BATTLE_TYPE_LABELS[battle.battle_type]}</Badge>
        <Badge tone="signal">{battle.genre}</Badge>
      </div>
      <p className="text-xs text-ink-muted">{battle.tournament_id ? "Tournament match" : `Hosted by ${battle.host_callsign}`}</p>
      <dl className="grid grid-cols-3 gap-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-[0.7rem] tracking-wider text-ink-muted uppercase">{label}</dt>
            <dd className="font-semibold text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <PhaseCountdown status={battle.status} nextPhaseAt={battle.next_phase_at} onPhaseEnd={onPhaseEnd} />
    </li>
  );
}

import type { BattleView, MyBattleResult } from "@soundship/shared";
import { Link } from "react-router";
import { ordinal } from "@/lib/format/format";
import { battlePath } from "@/lib/routing/pages";
import { PhaseCountdown } from "./phase-countdown";
import { StatusBadge } from "./status-badge";

/** How a settled battle went for the pilot: place, weighted score and the Stardust it paid. */
function outcome(result: MyBattleResult): string {
  if (result.refunded) return `Refunded: +${result.stardust} SD`;
  const place = result.place ? `${ordinal(result.place)} of ${result.of}` : `${result.of} entrants`;
  const score = result.weighted_score === null ? "" : ` · score ${result.weighted_score.toFixed(2)}`;
  return `${place}${score} · +${result.stardust} SD`;
}

interface MyBattleRowProps {
  battle: BattleView;
  /** The pilot's result once settled; null before, or when there is none to show (hosted, judged). */
  result?: MyBattleResult | null;
  /** A line of the pilot's own (how many entries they scored). */
  note?: string;
  /** Whether a completed battle waits for its settlement (entered battles only). */
  awaitsResult?: boolean;
}

/** One battle in My Battles: its title, phase, the next deadline or the pilot's result. */
export function MyBattleRow({ battle, result, note, awaitsResult }: MyBattleRowProps) {
  const done = battle.status === "completed" || battle.status === "cancelled";
  return (
    <li aria-label={battle.title || "Untitled battle"} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
      <span className="min-w-0 flex-1">
        <Link to={battlePath(battle.id)} className="block truncate font-semibold text-ink hover:underline">
          {battle.title || "Untitled battle"}
        </Link>
        {note ? <span className="text-xs text-ink-muted">{note}</span> : null}
      </span>
      <span className="flex flex-wrap items-center gap-2">
        <StatusBadge status={battle.status} />
        {!done ? <PhaseCountdown status={battle.status} nextPhaseAt={battle.next_phase_at} /> : null}
        {result ? <span className="text-sm font-semibold text-ink">{outcome(result)}</span> : null}
        {done && !result && awaitsResult && battle.status === "completed" ? <span className="text-sm text-ink-muted">Results are being tallied</span> : null}
      </span>
    </li>
  );
}

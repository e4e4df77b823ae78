import type { BattleStatus } from "@soundship/shared";
import { Hourglass } from "lucide-react";
import { TimeLeft } from "@/components/time-left";

/** What the next phase change means to a pilot. */
const NEXT_PHASE: Record<Exclude<BattleStatus, "completed" | "cancelled">, string> = {
  upcoming: "Entries open in",
  active: "Entries close in",
  voting: "Voting ends in",
};

interface PhaseCountdownProps {
  status: BattleStatus;
  nextPhaseAt: string | null;
  /** Called when the phase ends, so the page rereads the battle. */
  onPhaseEnd?: () => void;
}

/** The countdown to the battle's next phase; nothing is left to count once it is completed. */
export function PhaseCountdown({ status, nextPhaseAt, onPhaseEnd }: PhaseCountdownProps) {
  if (status === "cancelled") return <span className="text-sm text-ink-muted">Cancelled by the Overseer</span>;
  if (status === "completed" || !nextPhaseAt) return <span className="text-sm text-ink-muted">Judging is over</span>;
  return (
    <span className="flex items-center gap-1.5 text-sm text-ink-muted">
      <Hourglass className="size-4 text-signal-strong" aria-hidden />
      {NEXT_PHASE[status]} <TimeLeft until={nextPhaseAt} onElapsed={onPhaseEnd} className="font-semibold text-ink tabular-nums" />
    </span>
  );
}

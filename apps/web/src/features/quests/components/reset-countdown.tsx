import { Clock } from "lucide-react";
import { TimeLeft } from "@/components/time-left";

interface ResetCountdownProps {
  cycle: "daily" | "weekly";
  /** ISO time of the pilot's next reset, from the quest board. */
  resetsAt: string;
  /** Called once when the countdown reaches zero, so the board can be read for the new period. */
  onReset: () => void;
}

/** Time left until the pilot's daily or weekly quests reset, ticking every second. */
export function ResetCountdown({ cycle, resetsAt, onReset }: ResetCountdownProps) {
  return (
    <p className="mb-4 flex items-center gap-2 text-sm text-ink-muted">
      <Clock className="size-4 text-signal-strong" aria-hidden />
      <span>
        {cycle === "daily" ? "Daily" : "Weekly"} quests reset in{" "}
        <TimeLeft until={resetsAt} onElapsed={onReset} className="font-semibold text-ink tabular-nums" />
      </span>
    </p>
  );
}

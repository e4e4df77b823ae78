import { useEffect } from "react";
import { Clock } from "lucide-react";
import { useNow } from "@/lib/use-now";
import { formatTimeLeft } from "../quest-format";

interface ResetCountdownProps {
  cycle: "daily" | "weekly";
  /** ISO time of the pilot's next reset, from the quest board. */
  resetsAt: string;
  /** Called once when the countdown reaches zero, so the board can be read for the new period. */
  onReset: () => void;
}

/** Time left until the pilot's daily or weekly quests reset, ticking every second. */
export function ResetCountdown({ cycle, resetsAt, onReset }: ResetCountdownProps) {
  const now = useNow();
  const left = new Date(resetsAt).getTime() - now;
  const expired = left <= 0;

  useEffect(() => {
    if (expired) onReset();
  }, [expired, onReset]);

  return (
    <p className="mb-4 flex items-center gap-2 text-sm text-ink-muted">
      <Clock className="size-4 text-signal-strong" aria-hidden />
      <span>
        {cycle === "daily" ? "Daily" : "Weekly"} quests reset in{" "}
        <time dateTime={resetsAt} className="font-semibold text-ink tabular-nums">
          {formatTimeLeft(left)}
        </time>
      </span>
    </p>
  );
}

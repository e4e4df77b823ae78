import { useEffect } from "react";
import { formatTimeLeft } from "@/lib/format/time-format";
import { useNow } from "@/lib/hooks/use-now";

interface TimeLeftProps {
  /** ISO time the countdown runs to. */
  until: string;
  /** Called once when the countdown reaches zero, so the page can read what changed. */
  onElapsed?: () => void;
  className?: string;
}

/** A countdown that ticks every second, as a <time> naming the moment it counts to. */
export function TimeLeft({ until, onElapsed, className }: TimeLeftProps) {
  const now = useNow();
  const left = new Date(until).getTime() - now;
  const elapsed = left <= 0;

  useEffect(() => {
    if (elapsed) onElapsed?.();
  }, [elapsed, onElapsed]);

  return (
    <time dateTime={until} className={className}>
      {formatTimeLeft(left)}
    </time>
  );
}
